import { useThemeMode } from '@/app/theme/theme-mode-context';
import { Icon } from './icons';

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="rl-icon-button"
      onClick={toggleMode}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
