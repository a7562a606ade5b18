import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { render, screen } from '../../../../test/render';
import { clientNavItems } from '../helpers/clientNavItems';
import { ClientNav } from './ClientNav';

function renderNav(route: string, orientation: 'vertical' | 'horizontal' = 'vertical') {
  const items = clientNavItems({
    canAccess: ['/home', '/convos', '/overview'],
    agentPlatform: 'vg',
  });
  return render(
    <Routes>
      <Route
        path="/app/:region/agents/:agentId/*"
        element={<ClientNav items={items} agentId="w1" orientation={orientation} />}
      />
    </Routes>,
    { route },
  );
}

describe('ClientNav', () => {
  it('links only the pages the client may open, for the current agent and region', () => {
    renderNav('/app/na/agents/w1/home');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Conversations']);
    expect(links[1]!.getAttribute('href')).toBe('/app/na/agents/w1/convos');
  });

  it('marks the page being shown, also in the horizontal bar', () => {
    renderNav('/app/eu/agents/w1/convos', 'horizontal');
    expect(screen.getByRole('link', { name: 'Conversations' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });
});
