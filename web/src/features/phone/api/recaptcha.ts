// The reCAPTCHA token POST /users/me/phone/code asks for. Against the Auth
// emulator (which sends no text messages and checks no reCAPTCHA) it is
// "emulator" and nothing is loaded; otherwise an invisible reCAPTCHA from
// firebase/auth, made for each code sent (a token is good for one use).
// Imported by the verify dialog only, so it loads with the dialog's chunk.
import { loadAuth, loadAuthModule } from '@/lib/firebase';

export const EMULATOR_RECAPTCHA_TOKEN = 'emulator';

export async function recaptchaToken(container: HTMLElement): Promise<string> {
  const { firebaseEnv } = await import('@/config/firebase-env');
  if (firebaseEnv.authEmulatorUrl) return EMULATOR_RECAPTCHA_TOKEN;
  const [auth, { RecaptchaVerifier }] = await Promise.all([loadAuth(), loadAuthModule()]);
  // A fresh element each time: clear() removes the widget with its element's content.
  const element = document.createElement('div');
  container.appendChild(element);
  const verifier = new RecaptchaVerifier(auth, element, { size: 'invisible' });
  try {
    return await verifier.verify();
  } finally {
    verifier.clear();
    element.remove();
  }
}
