import { useNavigate } from 'react-router-dom';
import { NewsletterDialog } from '../../../features/leads/components/newsletter-dialog';

/** /subscribe (linked from the footer): opens the newsletter dialog; closing it goes home. */
export function SubscribeScreen() {
  const navigate = useNavigate();
  return (
    <NewsletterDialog
      open
      initialEmail=""
      onClose={() => void navigate('/')}
      onSubscribed={() => undefined}
    />
  );
}
