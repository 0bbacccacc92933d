// Journeys 2, 3 and 10: locked links, registration (with e-mail verification),
// Google sign-in.
import { beforeEach, describe, expect, it } from 'vitest';
import { accountButton, cardTitles, field, hidden, signIn, toast, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import {
  createListing,
  createUser,
  phoneCode,
  resetEmulators,
  verificationLink,
} from '../support/emulators';
import { chooseNewGoogleAccount, serveGapiShim } from '../support/google-popup';

const session = useBrowser();

beforeEach(resetEmulators);

describe('locked links', () => {
  it('when logged out, then Add Listing and My Listings are locked and lead to login, then to the wanted page', async () => {
    const { page } = session;
    const leo = await createUser('leo@e2e.roomly.dev', 'Leo Park');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    const addListing = nav.getByRole('link', { name: 'Add Listing' });
    await addListing.hover();
    await visible(page.getByRole('tooltip', { name: 'Login required to add listings' }));
    expect(await addListing.getAttribute('aria-describedby')).toBeTruthy();
    const myListings = nav.getByRole('link', { name: 'My Listings' });
    await myListings.hover();
    await visible(page.getByRole('tooltip', { name: 'Login required to view your listings' }));

    await myListings.click();
    // The login page's URL says where to return (`?next=`).
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await signIn(page, leo);
    await page.waitForURL('**/my-listings');
    await visible(page.getByText("You haven't created any listings yet."));
    // Signed in, the links are plain links.
    expect(await nav.getByRole('tooltip').count()).toBe(0);
  });

  it('when a protected page is opened directly, then login brings the user back to it', async () => {
    const { page } = session;
    const leo = await createUser('leo@e2e.roomly.dev', 'Leo Park');
    await page.goto('/find-roommate');
    await page.waitForURL('**/auth/login');
    await signIn(page, leo);
    await page.waitForURL('**/find-roommate');
    await visible(page.getByRole('heading', { name: 'Post a Listing' }));
  });
});

describe('registration', () => {
  it('when the input is bad, then each rule says so; when it is good, then the user lands home signed in', async () => {
    const { page } = session;
    await page.goto('/auth/register');
    const register = page.getByRole('button', { name: 'Register', exact: true });

    await register.click();
    await visible(page.getByText('Name is required'));
    await visible(page.getByText('Email is required'));
    await visible(page.getByText('Password is required'));

    // Every rule is listed at once; each says whether the password meets it.
    const password = field(page, 'Password');
    const rules = page.getByRole('list', { name: 'Rules for a new password' });
    const cases: Array<[string, string]> = [
      ['abcdef1', 'Password must contain at least one uppercase letter'],
      ['ABCDEF1', 'Password must contain at least one lowercase letter'],
      ['Abc1', 'Password must be at least 6 characters long'],
    ];
    for (const [value, message] of cases) {
      await password.fill(value);
      await register.click();
      await expect
        .poll(() => rules.getByRole('listitem').allTextContents())
        .toEqual(cases.map(([, rule]) => (rule === message ? 'Not met: ' : 'Met: ') + rule));
    }

    // A photo URL that isn't an image is refused before any account exists.
    await field(page, 'Name').fill('Nina Novak');
    await field(page, 'Email').fill('nina@e2e.roomly.dev');
    await password.fill('Secret123');
    await field(page, 'Profile photo URL').fill(`${new URL(page.url()).origin}/no-such-image`);
    await register.click();
    await visible(page.getByText('Please provide a valid image URL'));
    expect(page.url()).toContain('/auth/register');

    await field(page, 'Profile photo URL').fill(`${new URL(page.url()).origin}/favicon.svg`);
    await register.click();
    await toast(page, 'Registration successful!');
    await page.waitForURL((url) => url.pathname === '/');

    const account = accountButton(page, 'Nina Novak');
    await account.click();
    await visible(page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }));
    await visible(page.getByRole('presentation').getByText('nina@e2e.roomly.dev'));
  });

  it('when a new user has not verified their e-mail, then every page says so and posting is refused; after the link, the phone they verify with the texted code lets them post, message and report at once', async () => {
    const { page } = session;
    // Someone else's listing, to write to and report on day one.
    const leo = await createUser('leo@e2e.roomly.dev', 'Leo Park');
    const leosRoom = await createListing(leo, { title: "Leo's room by the park" });
    // The API's refusal of the unverified post is part of the journey.
    session.expectErrors(/status of 403 .*\/api\/posts\)$/);
    await page.goto('/auth/register');
    await field(page, 'Name').fill('Vera Verify');
    await field(page, 'Email').fill('vera@e2e.roomly.dev');
    await field(page, 'Password').fill('Secret123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await toast(page, 'Registration successful!');
    await page.waitForURL((url) => url.pathname === '/');

    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await visible(
      banner.getByText(
        'Verify your e-mail to post, like and message. We sent a link to vera@e2e.roomly.dev.',
      ),
    );
    // The banner speaks to members even here, where the terminal prints the link.
    await visible(banner.getByText(/Check your spam folder, or press Resend/));
    expect(await banner.textContent()).not.toMatch(/npm|emulator/i);

    // The API refuses listings from an unverified address, and the form says why.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Add Listing' })
      .click();
    await page.waitForURL('**/find-roommate');
    await visible(banner);
    await page.goto('/add-roommate');
    // The banner comes in with the session and moves the form down: let it settle first.
    await visible(banner);
    await field(page, 'Title').fill('Room from an unverified account');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await visible(
      page
        .getByRole('alert')
        .getByText('Failed to create post: Please verify your e-mail address first'),
    );

    // Pressed too early, the banner says the address is still unverified.
    await banner.getByRole('button', { name: "I've verified" }).click();
    await toast(
      page,
      "Your e-mail isn't verified yet. Open the link in the e-mail we sent, then press \u201cI've verified\u201d.",
    );
    await visible(banner);

    // The link from the "e-mail", opened in another tab: the emulator verifies the
    // address and sends that tab to the app, which knows at once (Firebase reloads
    // the account when the app starts), says so, and can post.
    const link = await verificationLink('vera@e2e.roomly.dev');
    expect(link).toBeTruthy();
    const mailTab = await session.context.newPage();
    await mailTab.goto(link!);
    await mailTab.waitForURL((url) => url.pathname === '/');
    await toast(mailTab, 'Thanks, your e-mail is verified.');
    await visible(accountButton(mailTab, 'Vera Verify'));
    expect(await mailTab.getByRole('region', { name: 'E-mail verification' }).count()).toBe(0);
    // Posting needs a verified phone too: the form says so before anything is typed.
    await mailTab.goto('/add-roommate');
    const gate = mailTab
      .getByRole('alert')
      .filter({ hasText: 'To post a listing, verify your phone number.' });
    await visible(gate.getByText(/Roomly never shows it to anyone/));
    await field(mailTab, 'Title').fill('Room posted from the second tab');
    // Sending without one opens the verification over the form, which keeps the title.
    await mailTab.getByRole('button', { name: 'Create Post' }).click();
    const phone = mailTab.getByRole('dialog', { name: 'Verify your phone number' });
    await field(mailTab, 'Mobile number').fill('+1 415 555 0134');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await visible(phone.getByText(/the number ending in 34/));
    // The Auth emulator "texts" the code: it lists it for the journey to read.
    const code = await phoneCode('+14155550134');
    expect(code).toMatch(/^\d{6}$/);
    await field(mailTab, 'Code').fill(code!);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await toast(mailTab, 'Phone verified');
    await hidden(phone);
    await hidden(gate);
    expect(await field(mailTab, 'Title').inputValue()).toBe('Room posted from the second tab');
    await mailTab.getByRole('button', { name: 'Create Post' }).click();
    await toast(mailTab, 'Post created successfully!');

    // A member of a few minutes with a verified phone may warn others and write at once.
    await mailTab.goto(`/details/${leosRoom}`);
    await mailTab.getByRole('button', { name: 'Report listing' }).click();
    const report = mailTab.getByRole('dialog', { name: 'Report listing' });
    await report.getByRole('radio', { name: 'Scam or fraud' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await toast(mailTab, "Thanks, we'll review this listing");
    await mailTab.getByRole('button', { name: 'Message Leo Park' }).click();
    const message = mailTab.getByRole('dialog', { name: 'Message Leo Park' });
    await field(mailTab, 'Your message').fill('Hi Leo, is the room still free?');
    await message.getByRole('button', { name: 'Send', exact: true }).click();
    await mailTab.waitForURL('**/messages/**');
    await visible(mailTab.getByText('Hi Leo, is the room still free?'));
    await mailTab.close();

    // The first tab still shows the banner until the user says they've verified.
    await visible(banner);
    await banner.getByRole('button', { name: "I've verified" }).click();
    await toast(page, 'Thanks, your e-mail is verified.');
    await hidden(banner);

    await page.goto('/add-roommate');
    await field(page, 'Title').fill('Room from a verified account');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Post created successfully!');
    await page.waitForURL('**/my-listings');
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Room from a verified account', 'Room posted from the second tab']);
    // Still verified after a reload: the banner stays away.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'My Listings' }));
    expect(await banner.count()).toBe(0);
  });

  it('when the e-mail is taken, then registration fails with a clear message', async () => {
    const { page } = session;
    // The Auth emulator's refusal is what the message explains.
    session.expectErrors(/status of 400 .*accounts:signUp/);
    await createUser('taken@e2e.roomly.dev', 'First Owner');
    await page.goto('/auth/register');
    await field(page, 'Name').fill('Second Try');
    await field(page, 'Email').fill('taken@e2e.roomly.dev');
    await field(page, 'Password').fill('Secret123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Registration failed' });
    await visible(alert);
    expect(await alert.innerText()).toMatch(/already/i);
  });
});

describe('Google sign-in', () => {
  it('when a new Google account is chosen in the emulator, then the user is signed in with that name and profile', async () => {
    const { page, context } = session;
    // The Auth emulator's own account chooser asks the internet for its styles (offline here).
    session.expectErrors(/unpkg\.com\/material-components-web|fonts\.googleapis\.com/);
    await serveGapiShim(context);
    await page.goto('/auth/login');
    await chooseNewGoogleAccount(
      page,
      () => page.getByRole('button', { name: 'Sign in with Google' }).click(),
      { email: 'gina@e2e.roomly.dev', displayName: 'Gina Google' },
    );
    await toast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/');
    await accountButton(page, 'Gina Google').click();
    // Google has verified the address: no verification banner.
    expect(await page.getByRole('region', { name: 'E-mail verification' }).count()).toBe(0);
    await visible(page.getByRole('presentation').getByText('gina@e2e.roomly.dev'));

    // The backend profile exists now (POST /users after Google sign-in).
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await visible(page.getByText('gina@e2e.roomly.dev'));
    await visible(page.getByText('Gina Google'));
  });
});
