import { Link } from 'react-router';

/**
 * How a visitor reaches the operator on a given topic: the configured address as a mailto link, or,
 * when none is configured, the contact form (never a made-up address that goes nowhere).
 */
export const WriteToUs = ({ email, className }: { email: string | null; className?: string }) =>
  email ? (
    <>
      email{' '}
      <a href={`mailto:${email}`} className={className}>
        {email}
      </a>
    </>
  ) : (
    <>
      write to us through our{' '}
      <Link to="/contact" className={className}>
        contact form
      </Link>
    </>
  );
