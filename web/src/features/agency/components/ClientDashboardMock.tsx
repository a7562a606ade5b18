import type { AgencyRecord } from '../../../data/agency';
import type { BrandingLook } from '../helpers/brandingLook';
import { mockStyles } from './clientDashboardMockStyles';

const NAV = ['Home', 'Conversations', 'Knowledge', 'Settings'];

function text(agency: AgencyRecord, field: string): string {
  const value = agency[field];
  return typeof value === 'string' ? value : '';
}

/** A client dashboard page drawn with the agency's branding (inside the preview's shadow root). */
export function ClientDashboardMock({
  agency,
  look,
  mode,
}: {
  agency: AgencyRecord;
  look: BrandingLook;
  mode: 'light' | 'dark';
}) {
  const logo =
    mode === 'dark'
      ? text(agency, 'darkModeSquarePhotourl') || text(agency, 'squarePhotoURL')
      : text(agency, 'squarePhotoURL');
  const name = text(agency, 'name') || 'Your agency';
  const tabs = Array.isArray(agency.customTabs)
    ? (agency.customTabs as { label?: string }[])
        .map((tab) => tab.label)
        .filter((label): label is string => !!label)
    : [];
  const support = text(agency, 'supportEmail');
  const terms = text(agency, 'tosPage');
  const privacy = text(agency, 'privacyPolicypPage');
  const address = text(agency, 'address');
  return (
    <div
      className={`vg-client vg-variant-${look.variant} vg-usage-${look.colorUsage} vg-mode-${mode}`}
      style={{ fontFamily: look.fontFamily, ...mockStyles.page(mode) }}
      data-font={look.fontFamily}
      data-variant={look.variant}
      data-usage={look.colorUsage}
    >
      <header
        className="vg-client-header"
        style={{ ...mockStyles.header, background: look.headerBackground, color: look.headerText }}
      >
        {logo ? (
          <img src={logo} alt="" width={28} height={28} style={mockStyles.logo} />
        ) : (
          <span aria-hidden="true" style={{ ...mockStyles.logo, background: look.primary }} />
        )}
        <strong className="vg-client-name" style={{ fontWeight: 700 }}>
          {name}
        </strong>
      </header>
      <nav className="vg-client-nav" aria-label="Preview navigation" style={mockStyles.nav}>
        {[...NAV, ...tabs].map((item, index) => (
          <span
            key={`${item}-${index}`}
            style={{
              ...mockStyles.navItem,
              fontWeight: 500,
              ...(index === 0
                ? { background: look.palette[1], color: look.palette[8] ?? look.primary }
                : {}),
            }}
          >
            {item}
          </span>
        ))}
      </nav>
      <main style={mockStyles.main}>
        <h2 style={{ margin: 0, fontWeight: 700, fontSize: 18 }}>Welcome back</h2>
        <p style={{ margin: 0, fontWeight: 400 }}>
          Your agent answered 128 conversations this week.
        </p>
        <div className="vg-card" style={mockStyles.card(look, mode)}>
          <span style={{ fontWeight: 500 }}>Credits</span>
          <span style={{ fontWeight: 700, fontSize: 20 }}>2,450.0</span>
          <button
            type="button"
            tabIndex={-1}
            style={{ ...mockStyles.button, background: look.primary }}
          >
            Buy credits
          </button>
        </div>
        <div aria-hidden="true" style={mockStyles.palette}>
          {look.palette.map((colour, index) => (
            <span key={index} style={{ ...mockStyles.swatch, background: colour }} />
          ))}
        </div>
      </main>
      <footer className="vg-footer" style={mockStyles.footer(mode)}>
        <span>
          © {new Date().getFullYear()} {name}
        </span>
        {terms && (
          <a href={terms} tabIndex={-1} style={mockStyles.link(mode)}>
            Terms
          </a>
        )}
        {privacy && (
          <a href={privacy} tabIndex={-1} style={mockStyles.link(mode)}>
            Privacy
          </a>
        )}
        {support && <span>{support}</span>}
        {address && <span>{address}</span>}
      </footer>
    </div>
  );
}
