import { Moon, Sun } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTheme } from '../hooks/use-theme';

type ThemeToggleProps = { onToggled?: () => void; showLabel?: boolean };

/** Icon-only in the bar (with a tooltip), labelled in the mobile menu. */
export const ThemeToggle = ({ onToggled, showLabel = false }: ThemeToggleProps) => {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  // In the server's HTML the toggle has no handler yet (and names the server's theme): not usable until hydrated.
  const hydrated = useHydrated();
  const button = (
    <Button
      variant="ghost"
      size={showLabel ? 'default' : 'icon'}
      aria-label={label}
      disabled={!hydrated}
      onClick={() => {
        toggleTheme();
        onToggled?.();
      }}
    >
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
      {showLabel ? <span>{theme === 'dark' ? 'Light mode' : 'Dark mode'}</span> : null}
    </Button>
  );
  return showLabel ? (
    button
  ) : (
    <Tooltip content={label} align="end">
      {button}
    </Tooltip>
  );
};
