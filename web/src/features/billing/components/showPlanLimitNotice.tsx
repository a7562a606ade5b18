import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import type { Region } from '@vg/common';
import { ApiError } from '../../../data/api';

/** Error codes of the functions that refuse what the plan does not allow. */
const PLAN_LIMIT_CODES = ['agent-limit', 'seats-full', 'client-seats-full'];

/**
 * When `error` is a plan limit refusal, shows its message with an 'Upgrade
 * Plan' link to Billing (kept open until closed) and answers true.
 */
export function showPlanLimitNotice(region: Region, error: unknown): boolean {
  if (!(error instanceof ApiError) || !PLAN_LIMIT_CODES.includes(error.code ?? '')) return false;
  notifications.show({
    id: `plan-limit-${error.code}`,
    color: 'yellow',
    title: 'Plan limit reached',
    autoClose: false,
    message: (
      <Text size="sm">
        {error.message}{' '}
        <Anchor
          component={Link}
          to={`/app/${region}/account/billing`}
          onClick={() => notifications.hide(`plan-limit-${error.code}`)}
        >
          Upgrade Plan
        </Anchor>
      </Text>
    ),
  });
  return true;
}
