// The signed-in user's avatar and name, opening a menu with their e-mail,
// their pages (Profile, Messages, Viewings, …) and Logout. Loaded lazily (only signed-in people need it).
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MuiThemeScope } from '@/app/theme/lazy-mui-theme-scope';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useIsModerator } from '@/features/moderation/api/use-is-moderator';
import { notify } from '@/lib/notify';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useSession } from '@/lib/session';

export const LOGOUT_SUCCESS = 'Logged out successfully';

export default function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // "Moderation" only for tokens with the moderator claim.
  const { moderator } = useIsModerator();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const open = Boolean(anchor);
  if (!user) return null;

  const name = user.displayName || user.email.split('@')[0] || 'Account';
  const close = () => setAnchor(null);
  const logout = () => {
    close();
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify.success(LOGOUT_SUCCESS);
        void navigate(paths.login);
      },
      onError: () => notify.error('Logout failed. Please try again.'),
    });
  };

  return (
    <MuiThemeScope>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ ml: 0.5, px: { xs: 0.5, sm: 1 }, minWidth: 0, gap: 1, maxWidth: 220 }}
      >
        <UserAvatar sources={[user.backendPhotoURL, user.providerPhotoURL]} alt="" size={32} />
        <Box
          component="span"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            '@media (max-width: 599.95px)': visuallyHidden,
          }}
        >
          {name}
        </Box>
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, maxWidth: 320 } } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={open} sx={{ py: 0.5 }}>
          <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
            <ListItemIcon>
              <PersonOutlineIcon fontSize="small" />
            </ListItemIcon>
            Profile
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.messages} onClick={close}>
            <ListItemIcon>
              <ChatBubbleOutlineIcon fontSize="small" />
            </ListItemIcon>
            Messages
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.myViewings} onClick={close}>
            <ListItemIcon>
              <EventOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Viewings
          </MenuItem>
          {/* The listings the user liked. */}
          <MenuItem component={RouterLink} to={paths.liked} onClick={close}>
            <ListItemIcon>
              <FavoriteBorderIcon fontSize="small" />
            </ListItemIcon>
            Liked Listings
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.savedSearches} onClick={close}>
            <ListItemIcon>
              <SavedSearchIcon fontSize="small" />
            </ListItemIcon>
            Saved Searches
          </MenuItem>
          {moderator && (
            <MenuItem component={RouterLink} to={paths.moderation} onClick={close}>
              <ListItemIcon>
                <ShieldOutlinedIcon fontSize="small" />
              </ListItemIcon>
              Moderation
            </MenuItem>
          )}
          <MenuItem onClick={logout} disabled={signOut.isPending}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </MenuList>
      </Popover>
    </MuiThemeScope>
  );
}
