// "Message {name}": the one look of the button that starts or continues a
// conversation, on a listing and on a Room wanted ad. A link when it leads
// somewhere (the login page, an existing conversation), else a button.
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

type Props = {
  label: string;
  variant: 'contained' | 'outlined';
} & ({ to: string } | { onClick: () => void; loading?: boolean });

export function MessageButton({ label, variant, ...action }: Props) {
  const link = 'to' in action ? { component: RouterLink, to: action.to } : action;
  return (
    <Button {...link} variant={variant} size="large" fullWidth startIcon={<ChatBubbleOutline />}>
      {label}
    </Button>
  );
}
