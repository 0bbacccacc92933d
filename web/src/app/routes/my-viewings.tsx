// /my-viewings (login required, in the user menu): the member's viewings,
// Upcoming and Past, each linking to its conversation. The tab is in the URL
// (`?when=past`), so Back and a shared link keep it.
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ViewingList as When } from '@contract/viewings';
import { useSession } from '@/lib/session';
import { ViewingList } from '@/features/viewings/components/viewing-list';

const TABS: { when: When; label: string }[] = [
  { when: 'upcoming', label: 'Upcoming' },
  { when: 'past', label: 'Past' },
];

export default function MyViewingsRoute() {
  const { user } = useSession();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Viewings · Roomly</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Viewings
      </Typography>
      <Tabs
        value={when}
        onChange={(_, next: When) => setParams(next === 'past' ? { when: next } : {})}
        aria-label="Which viewings"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.when}
            value={tab.when}
            label={tab.label}
            id={`${id}-${tab.when}-tab`}
            aria-controls={`${id}-${tab.when}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-${when}-panel`} aria-labelledby={`${id}-${when}-tab`}>
        {/* The protected route renders this page only for a signed-in user. */}
        {user && <ViewingList key={when} when={when} uid={user.uid} />}
      </div>
    </Container>
  );
}
