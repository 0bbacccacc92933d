import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { FETCH_POST_FAILED, postErrorMessage, usePost } from '@/features/listings/api/get-post';
import {
  BackLink,
  PostDetails,
  PostDetailsSkeleton,
} from '@/features/listings/components/post-details';
import { INVALID_POST_ID, isValidPostId } from '@/features/listings/utils/post-id';

export default function DetailsRoute() {
  const { id } = useParams();
  const { user } = useSession();
  const valid = isValidPostId(id);
  const post = usePost(valid ? id : undefined);

  let content;
  if (!valid) {
    content = <Alert severity="error">{INVALID_POST_ID}</Alert>;
  } else if (post.isPending) {
    content = <PostDetailsSkeleton />;
  } else if (post.isError) {
    const message = postErrorMessage(post.error);
    const retryable = message === FETCH_POST_FAILED;
    content = (
      <>
        <BackLink />
        <Alert
          severity="error"
          action={
            retryable ? (
              <Button color="inherit" size="small" onClick={() => void post.refetch()}>
                Try Again
              </Button>
            ) : (
              <Button component={RouterLink} to={paths.browse} color="inherit" size="small">
                Browse Listings
              </Button>
            )
          }
        >
          {message}
          {retryable && post.error.message ? `: ${post.error.message}` : ''}
        </Alert>
      </>
    );
  } else {
    content = <PostDetails post={post.data} user={user} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{post.data ? `${post.data.title} · Roomly` : 'Listing details · Roomly'}</title>
      {content}
    </Container>
  );
}
