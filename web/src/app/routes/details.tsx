import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { POST_LOAD_ERROR, usePost } from '@/features/listings/api/get-post';
import {
  BackLink,
  PostDetails,
  PostDetailsSkeleton,
} from '@/features/listings/components/post-details';
import { INVALID_POST_ID, isValidPostId } from '@/features/listings/utils/post-id';
import { MessagePosterButton } from '@/features/messages/components/message-poster-button';

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
    content = (
      <>
        <BackLink />
        <QueryError
          error={post.error}
          {...POST_LOAD_ERROR}
          elsewhere={{ label: 'Browse Listings', to: paths.browse }}
          onRetry={() => void post.refetch()}
        />
      </>
    );
  } else {
    content = (
      <PostDetails
        post={post.data}
        user={user}
        messageAction={
          <MessagePosterButton
            postId={post.data._id}
            postTitle={post.data.title}
            posterName={post.data.userName ?? ''}
            isOwner={Boolean(post.data.isOwner)}
            user={user}
          />
        }
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{post.data ? `${post.data.title} · Roomly` : 'Listing details · Roomly'}</title>
      {content}
    </Container>
  );
}
