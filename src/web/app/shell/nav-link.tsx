import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMissing } from './header-links';

export interface HeaderNavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** The accessible name of an icon-only link. */
  label?: string;
  onClick?: () => void;
  /** Marks the current page (aria-current) like the router's NavLink. */
  highlightCurrent?: boolean;
  testId?: string;
}

/**
 * A navigation link of the header. DECISIONS HDR-24: a nav item whose page is missing renders as '#'; it
 * says that it is coming soon and goes nowhere, instead of jumping to the top of the page.
 */
export function HeaderNavLink({
  href,
  className,
  children,
  label,
  onClick,
  highlightCurrent = false,
  testId,
}: HeaderNavLinkProps) {
  const { t } = useTranslation('shell');
  if (isMissing(href)) {
    const soon = t('discover.soon');
    return (
      <a
        href={href}
        aria-disabled="true"
        aria-label={label ? `${label} (${soon})` : undefined}
        title={label ? `${label} (${soon})` : undefined}
        className={`${className ?? ''} cursor-default opacity-75`}
        onClick={(event) => event.preventDefault()}
        data-testid={testId}
      >
        {children}
        {!label && (
          <span className="ml-1 rounded bg-slate-100 px-1 text-xs font-normal text-slate-700">{soon}</span>
        )}
      </a>
    );
  }
  const Component = highlightCurrent ? NavLink : Link;
  return (
    <Component
      to={href}
      className={className}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Component>
  );
}
