import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { visuallyHidden } from '@/lib/visually-hidden';
import { PASSWORD_REQUIRED, PASSWORD_RULES } from '../password-rules';

/** Before each rule, for screen readers: whether the password typed so far meets it. */
export const RULE_MET = 'Met: ';
export const RULE_NOT_MET = 'Not met: ';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** The field's error after a submit: the unmet rules then show as errors, all at once. */
  error?: string;
};

/**
 * Every rule for a new password at once, each ticked as soon as the password
 * meets it. The only part of the form that re-renders as the member types.
 */
export function PasswordRulesList<T extends FieldValues>({ control, name, error }: Props<T>) {
  const value = useWatch({ control, name });
  const password = typeof value === 'string' ? value : '';
  return (
    <>
      {error === PASSWORD_REQUIRED && (
        <Box component="span" sx={{ display: 'block', mb: 0.5 }}>
          {PASSWORD_REQUIRED}
        </Box>
      )}
      <Box
        component="ul"
        aria-label="Rules for a new password"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Box
              component="li"
              key={rule.message}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                color: met ? 'success.main' : error ? 'error.main' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircleIcon aria-hidden sx={{ fontSize: '1rem' }} />
              ) : (
                <RadioButtonUncheckedIcon aria-hidden sx={{ fontSize: '1rem' }} />
              )}
              <span>
                <Box component="span" sx={visuallyHidden}>
                  {met ? RULE_MET : RULE_NOT_MET}
                </Box>
                {rule.message}
              </span>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
