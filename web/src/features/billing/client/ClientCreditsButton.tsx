import { useEffect, useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router-dom';
import { formatBalance, type Region } from '@vg/common';
import { ClientPlansModal } from './ClientPlansModal';

/**
 * The client header's credits: the organisation's live balance. Where the
 * agency bills the organisation (allowBilling) it is a button that opens
 * the agency's plans; back from Checkout it says what happens next.
 */
export function ClientCreditsButton({
  region,
  credits,
  allowBilling,
}: {
  region: Region;
  credits: number;
  allowBilling: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [params, setParams] = useSearchParams();
  const checkout = params.get('checkout');

  useEffect(() => {
    if (checkout !== 'success' && checkout !== 'cancelled') return;
    // One notice per return, however often the header mounts before the URL is cleaned.
    notifications.show(
      checkout === 'success'
        ? {
            id: 'checkout-return',
            color: 'green',
            message:
              'Payment received: the plan’s credits are added as soon as Stripe confirms it.',
            autoClose: 5000,
          }
        : {
            id: 'checkout-return',
            color: 'gray',
            message: 'Checkout cancelled: nothing was charged.',
            autoClose: 4000,
          },
    );
    const rest = new URLSearchParams(params);
    rest.delete('checkout');
    rest.delete('session_id');
    setParams(rest, { replace: true });
  }, [checkout, params, setParams]);

  const label = `${formatBalance(credits)} credits`;
  if (!allowBilling)
    return (
      <Badge
        variant="light"
        size="lg"
        visibleFrom="xs"
        title="Your organization's credits"
        data-testid="client-credits"
      >
        {label}
      </Badge>
    );
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        onClick={() => setOpened(true)}
        aria-label={`${label}, buy more`}
        data-testid="client-credits"
      >
        {formatBalance(credits)}
        {/* A phone's header keeps the number only. */}
        <Text span inherit visibleFrom="sm">
          &nbsp;credits
        </Text>
      </Button>
      <ClientPlansModal opened={opened} onClose={() => setOpened(false)} region={region} />
    </>
  );
}
