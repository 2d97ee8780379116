// /redact: the Redaction Helper on its own page, signed in or not — it runs on the device, so it
// needs no account. A photo or draft shared into the app (the manifest's share target) lands here:
// the service worker keeps it in the device-only 'footprint-share' cache, this page reads it once
// into the helper and deletes it. Closing the helper goes to the dashboard or the landing page.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../app/AuthProvider.tsx';
import { RedactionHelperModal } from '../components/redaction/RedactionHelperModal.tsx';
import { Spinner } from '../components/Spinner.tsx';

const SHARE_CACHE = 'footprint-share';

interface Shared {
  text: string;
  image: File | null;
}
const EMPTY: Shared = { text: '', image: null };

/** The latest share kept by the service worker, removed once read; empty when there is none. */
async function takeShared(): Promise<Shared> {
  if (!('caches' in globalThis)) return { text: '', image: null };
  const cache = await caches.open(SHARE_CACHE);
  const [textResponse, imageResponse] = await Promise.all([
    cache.match('/shared/text'),
    cache.match('/shared/image'),
  ]);
  const text = textResponse ? await textResponse.text() : '';
  let image: File | null = null;
  if (imageResponse) {
    const blob = await imageResponse.blob();
    const name = decodeURIComponent(imageResponse.headers.get('x-file-name') ?? 'shared-photo');
    image = new File([blob], name, { type: blob.type });
  }
  await caches.delete(SHARE_CACHE);
  return { text, image };
}

const SHARE_PROBLEMS: Record<string, string> = {
  empty: 'Nothing arrived with the share. Choose the photo or paste the text here instead.',
  failed:
    'Footprint could not read what was shared. Choose the photo or paste the text here instead.',
};

export function RedactPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const sharedParam = params.get('shared');
  const [shared, setShared] = useState<Shared | null>(sharedParam === '1' ? null : EMPTY);

  useEffect(() => {
    if (sharedParam !== '1') return;
    takeShared().then(setShared, () => setShared(EMPTY));
  }, [sharedParam]);

  const problem = sharedParam ? SHARE_PROBLEMS[sharedParam] : undefined;
  return (
    <main className="section">
      <div className="container">
        <h1 className="title is-4">Redaction Helper</h1>
        <p>
          Check a post's text and photo for privacy risks before you publish it, on this device.
        </p>
        {problem ? (
          <p className="notification is-warning is-light mt-3" role="alert">
            {problem}
          </p>
        ) : null}
        {shared ? (
          <RedactionHelperModal
            open
            shared={shared}
            onClose={() => void navigate(isAuthenticated ? '/dashboard' : '/')}
          />
        ) : (
          <Spinner label="Opening what you shared" />
        )}
      </div>
    </main>
  );
}
