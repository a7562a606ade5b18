import type { Endpoint } from './endpoint';
import { createRouter } from './router';
import { consumeCredits } from '../chat/handlers/consumeCredits';
import { endConversation } from '../chat/handlers/endConversation';
import { externalForm } from '../chat/handlers/externalForm';
import { handoff } from '../chat/handlers/handoff';
import { interact } from '../chat/handlers/interact';
import { listSessions } from '../chat/handlers/listSessions';
import { notifyTeamByEmail } from '../chat/handlers/notifyTeamByEmail';
import { rateConversation } from '../chat/handlers/rateConversation';
import { rollbackSession } from '../chat/handlers/rollbackSession';
import { safeData } from '../chat/handlers/safeData';
import { transcribeSpeech } from '../chat/handlers/transcribeSpeech';
import { visitorCountry } from '../chat/handlers/visitorCountry';
import { translateLanguages } from '../translate/translateLanguages';
import { completeUpload } from '../chat/uploads/completeUpload';
import { requestUpload } from '../chat/uploads/requestUpload';
import { addDomain } from '../agency/addDomain';
import { agencyBranding } from '../agency/agencyBranding';
import { checkFont } from '../agency/checkFont';
import { deleteDomain } from '../agency/deleteDomain';
import { domainStatus } from '../agency/domainStatus';
import { initAgency } from '../agency/initAgency';
import { addEmailDomain } from '../agency/addEmailDomain';
import { sendAgencyEmail } from '../agency/sendAgencyEmail';
import { deleteEmailDomain } from '../agency/deleteEmailDomain';
import { emailDomainStatus } from '../agency/emailDomainStatus';
import { verifyEmailDomain } from '../agency/verifyEmailDomain';
import { uploadAgencyIcon } from '../agency/uploadAgencyIcon';
import { activateWhitelabelTrial } from '../agency/activateWhitelabelTrial';
import { createWorkspace } from '../workspaces/createWorkspace';
import { ensureWorkspace } from '../workspaces/ensureWorkspace';
import { createClient } from '../clients/createClient';
import { createOrganisation } from '../clients/createOrganisation';
import { transferOrganisationCredits } from '../clients/transferOrganisationCredits';
import { updateClient } from '../clients/updateClient';
import { updateOrganisation } from '../clients/updateOrganisation';
import { channelReply } from '../channels/channelReply';
import { connectTelegram } from '../channels/telegram/connectTelegram';
import { disconnectTelegram } from '../channels/telegram/disconnectTelegram';
import { telegramWebhook } from '../channels/telegram/telegramWebhook';
import { metaLogin, metaLoginDialog } from '../channels/meta/metaLogin';
import { connectWhatsapp, disconnectWhatsapp } from '../channels/meta/whatsappConnection';
import { createWhatsappTemplate, listWhatsappTemplates } from '../channels/meta/whatsappTemplates';
import { sendWhatsappTestMessage } from '../channels/meta/sendWhatsappTestMessage';
import {
  connectMetaPage,
  disconnectMetaPage,
  metaPageSubscriptions,
} from '../channels/meta/metaPageConnection';
import { metaWebhook, metaWebhookVerification } from '../channels/meta/metaWebhook';
import {
  connectDiscord,
  disconnectDiscord,
  discordInstall,
} from '../channels/discord/discordConnection';
import { discordInteractions } from '../channels/discord/discordInteractions';
import { getUserData } from '../billing/getUserData';
import { assemblePreBuiltPlansFromStripe } from '../billing/assemblePreBuiltPlans';
import { upsertPaymentMethod } from '../billing/upsertPaymentMethod';
import { checkDiscountCode } from '../billing/checkDiscountCode';
import { createSubscription } from '../billing/createSubscription';
import { topUpUsd } from '../billing/topUpUsd';
import { checkAddonStatus } from '../billing/checkAddonStatus';
import { addAddonsToSubscription } from '../billing/addAddonsToSubscription';
import { removeAddonsFromSubscription } from '../billing/removeAddonsFromSubscription';
import { cancelSubscription, reactivateSubscription } from '../billing/cancelSubscription';
import { changeAutoBilling } from '../billing/changeAutoBilling';
import { stripeWebhook } from '../billing/stripeWebhook';
import { createConnectAccount, createConnectAccountLink } from '../billing/connect/connectAccount';
import { getConnectAccount, saveConnectBillingSettings } from '../billing/connect/connectStatus';
import { upsertAgencyPlans } from '../billing/connect/upsertAgencyPlans';
import { getAgencyPlans } from '../billing/connect/getAgencyPlans';
import { createAgencySubscriptionSession } from '../billing/connect/createAgencySubscriptionSession';
import { getClientPlans } from '../billing/connect/getClientPlans';
import { testTool } from '../tools/testTool';
import { rerunTool } from '../tools/rerunTool';
import { checkFlowConnection } from '../integrations/checkFlowConnection';
import { rotateWorkspaceSecret } from '../workspaces/rotateWorkspaceSecret';
import {
  removeWorkspaceModelProvider,
  saveWorkspaceModelProvider,
} from '../workspaces/workspaceModelProvider';
import { saveEventsSettings } from '../events/saveEventsSettings';
import { sendTestEvent } from '../events/sendTestEvent';
import { retryEventDelivery } from '../events/retryEventDelivery';
import { keyedAgentSave } from '../agents/keyedAgentSave';
import { createAgent } from '../agents/createAgent';
import { setWorkspaceMembers } from '../workspaces/setWorkspaceMembers';
import { addKnowledgeFile } from '../knowledge/addKnowledgeFile';
import { addKnowledgeText } from '../knowledge/addKnowledgeText';
import { addKnowledgeUrls } from '../knowledge/addKnowledgeUrls';
import { deleteKnowledgeSource } from '../knowledge/deleteKnowledgeSource';
import { createCampaign } from '../campaigns/createCampaign';
import { optOutLead } from '../insights/optOutLead';
import { previewCampaignSegment } from '../campaigns/previewSegment';
import { listCampaignTemplates } from '../campaigns/campaignTemplates';

/** Every endpoint of the regional API, in one list. */
export const endpoints = [
  interact,
  handoff,
  endConversation,
  listSessions,
  rollbackSession,
  rateConversation,
  safeData,
  notifyTeamByEmail,
  transcribeSpeech,
  requestUpload,
  completeUpload,
  consumeCredits,
  visitorCountry,
  translateLanguages,
  externalForm,
  initAgency,
  addDomain,
  domainStatus,
  deleteDomain,
  checkFont,
  agencyBranding,
  uploadAgencyIcon,
  addEmailDomain,
  sendAgencyEmail,
  verifyEmailDomain,
  emailDomainStatus,
  deleteEmailDomain,
  activateWhitelabelTrial,
  ensureWorkspace,
  createWorkspace,
  createOrganisation,
  updateOrganisation,
  transferOrganisationCredits,
  createClient,
  updateClient,
  connectTelegram,
  disconnectTelegram,
  telegramWebhook,
  metaLoginDialog,
  metaLogin,
  connectWhatsapp,
  disconnectWhatsapp,
  listWhatsappTemplates,
  createWhatsappTemplate,
  sendWhatsappTestMessage,
  connectMetaPage,
  disconnectMetaPage,
  metaPageSubscriptions,
  metaWebhookVerification,
  metaWebhook,
  discordInstall,
  connectDiscord,
  disconnectDiscord,
  discordInteractions,
  channelReply,
  getUserData,
  assemblePreBuiltPlansFromStripe,
  upsertPaymentMethod,
  checkDiscountCode,
  createSubscription,
  topUpUsd,
  checkAddonStatus,
  addAddonsToSubscription,
  removeAddonsFromSubscription,
  cancelSubscription,
  reactivateSubscription,
  changeAutoBilling,
  stripeWebhook,
  createConnectAccount,
  createConnectAccountLink,
  getConnectAccount,
  saveConnectBillingSettings,
  upsertAgencyPlans,
  getAgencyPlans,
  createAgencySubscriptionSession,
  getClientPlans,
  testTool,
  rerunTool,
  checkFlowConnection,
  rotateWorkspaceSecret,
  saveWorkspaceModelProvider,
  removeWorkspaceModelProvider,
  saveEventsSettings,
  sendTestEvent,
  retryEventDelivery,
  keyedAgentSave,
  createAgent,
  setWorkspaceMembers,
  addKnowledgeText,
  addKnowledgeFile,
  addKnowledgeUrls,
  deleteKnowledgeSource,
  createCampaign,
  previewCampaignSegment,
  listCampaignTemplates,
  optOutLead,
] as readonly Endpoint[];

export const router = createRouter(endpoints);
