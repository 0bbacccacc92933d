import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/logo';
import { paths } from '@/config/paths';
import { Icon, type IconName } from './icons';

const quickLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Add Listing', to: paths.createListing },
  { label: 'Browse Listings', to: paths.browse },
  { label: 'My Listings', to: paths.myListings },
  { label: 'Safety Tips', to: paths.safety },
];

const socialLinks: Array<{ name: string; href: string; icon: IconName }> = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'X', href: 'https://x.com/', icon: 'x' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
];

export const CONTACT_EMAIL = 'support@roomly.app';
const CONTACT_PHONE = '+1 (555) 010-2030';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="rl-footer">
      <div className="rl-container">
        <div className="rl-footer__grid">
          <div>
            <Brand />
            <p className="rl-footer__tagline">
              Find a room, or the roommate to share yours with. Simple listings, real people.
            </p>
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <ul className="rl-footer__links">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>Contact</h2>
            <address>
              <ContactLine icon="location">100 Market Street, San Francisco, CA</ContactLine>
              <ContactLine icon="email">
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </ContactLine>
              <ContactLine icon="phone">
                <a href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>{CONTACT_PHONE}</a>
              </ContactLine>
            </address>
          </div>
          <div>
            <h2>Follow Us</h2>
            <ul className="rl-social">
              {socialLinks.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Roomly on ${social.name} (opens in a new tab)`}
                  >
                    <Icon name={social.icon} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="rl-copyright">© {year} Roomly. All rights reserved.</p>
      </div>
    </footer>
  );
}

function ContactLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <div className="rl-contact-line">
      <Icon name={icon} size={20} />
      <span>{children}</span>
    </div>
  );
}
