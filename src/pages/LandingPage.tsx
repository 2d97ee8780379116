// The public landing page (product-spec §2): hero, 'Scan My Digital Footprint' (starts the hosted
// login, returning to /dashboard; a signed-in person goes straight there), the three risk areas and the three steps.
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../app/AuthProvider.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';

const RISK_AREAS: { icon: IconName; title: string; text: string; tone: string }[] = [
  {
    icon: 'eye',
    title: 'Privacy Exposure',
    text: 'Location leaks, visible metadata and oversharing that reveal where you live and when you are away.',
    tone: 'privacy',
  },
  {
    icon: 'shield',
    title: 'Security Risks',
    text: 'Weak authentication, public account settings and vulnerable information attackers look for.',
    tone: 'security',
  },
  {
    icon: 'fingerprint',
    title: 'Identity Threats',
    text: 'Impersonation, identity breadcrumbs that link your accounts, and the raw material for doxxing.',
    tone: 'identity',
  },
];

const STEPS = [
  {
    title: 'Connect Platforms',
    text: 'Bring the data exports Google, Instagram, TikTok, LinkedIn, Facebook and X give you. They are read on this device.',
  },
  {
    title: 'AI Analysis',
    text: 'Dozens of checks look across your platforms at once: locations, settings, logins, linked identities.',
  },
  {
    title: 'Take Action',
    text: 'Every risk comes with its evidence and a One-Click Fix that opens the exact settings page.',
  },
];

export function LandingPage() {
  const { login, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="landing">
      <header className="site-header">
        <nav className="container site-nav" aria-label="Main navigation">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Footprint</span>
          </Link>
          <Link to="/dashboard" className="button is-small is-light">
            {isAuthenticated ? 'Dashboard' : 'Sign in'}
          </Link>
        </nav>
      </header>
      <main>
        <section className="hero landing-hero">
          <div className="hero-body">
            <div className="container has-text-centered">
              <p className="eyebrow">Digital Footprint Analyzer</p>
              <h1 className="title is-1 is-size-2-mobile hero-title">
                See what your social media gives away.
              </h1>
              <p className="subtitle is-4 is-size-5-mobile hero-subtitle">
                Scan your social media presence across platforms and discover privacy risks before
                bad actors do.
              </p>
              <ul className="hero-features" aria-label="Features">
                <li>AI-powered analysis</li>
                <li>Real-time scanning</li>
                <li>One-click fixes</li>
              </ul>
              <button
                type="button"
                className="button is-primary is-large cta"
                // Signed in already: straight to the dashboard, never the sign-in form again.
                onClick={() => (isAuthenticated ? void navigate('/dashboard') : login())}
              >
                <Icon name="scan" />
                <span>Scan My Digital Footprint</span>
              </button>
              <p className="mt-3">
                <Link to="/redact">Check a post before you share it</Link> — no account needed.
              </p>
              <p className="privacy-note">
                <Icon name="lock" size={16} /> Your exports are analysed on your device. Archives,
                photos and drafts never leave it.
              </p>
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="risks-heading">
          <div className="container">
            <h2 id="risks-heading" className="title is-3 has-text-centered">
              Three kinds of risk, one scan
            </h2>
            <div className="columns is-variable is-4">
              {RISK_AREAS.map((area) => (
                <div className="column" key={area.title}>
                  <article className={`card risk-card risk-card-${area.tone}`}>
                    <div className="card-content">
                      <span className="risk-card-icon">
                        <Icon name={area.icon} size={28} />
                      </span>
                      <h3 className="title is-5">{area.title}</h3>
                      <p>{area.text}</p>
                    </div>
                  </article>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="section how-it-works" aria-labelledby="how-heading">
          <div className="container">
            <h2 id="how-heading" className="title is-3 has-text-centered">
              How It Works
            </h2>
            <ol className="columns steps">
              {STEPS.map((step, index) => (
                <li className="column" key={step.title}>
                  <span className="step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="title is-5">{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>
      <footer className="footer">
        <div className="content has-text-centered">
          <p>
            Footprint works offline once installed. Only your scan results sync to your account.
          </p>
          <p>
            <Link to="/privacy">Privacy: what is kept, where, and how to delete it</Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
