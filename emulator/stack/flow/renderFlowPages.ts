import { escape, standInPage as page } from '../standInPage';
import type { FlowProject, FlowReply, FlowRule } from './flowTypes';

const FLOW_STYLE = `<style>fieldset{border:1px solid #d5dbe1;border-radius:10px;background:#fff;margin:.75rem 0;padding:.6rem 1rem;display:grid;gap:.6rem}
legend{font-weight:700;padding:0 .3rem}fieldset input,fieldset textarea{font-weight:400}label.check{flex-direction:row;align-items:center;gap:.4rem;font-weight:400}
.hint{font-weight:400;font-size:.9rem;color:#4a5563}.actions{display:flex;flex-wrap:wrap;gap:.75rem}
ol.calls{list-style:none;padding:0}ol.calls ul{margin:.3rem 0;padding-left:1.2rem}ol.calls>li{background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:.5rem .75rem;margin:.4rem 0}
.status-ok{color:#1d6b35;font-weight:600}.status-bad{color:#a40000;font-weight:600}</style>`;

/** The home page: the projects with their Dialog API keys, and a form to create one. */
export function renderFlowHome(projects: readonly FlowProject[], apiOrigin: string): string {
  const list = projects
    .map(
      (
        project,
      ) => `<li class="card"><h3 style="margin:.2rem 0"><a href="/projects/${project.id}">${escape(project.name)}</a></h3>
<div>Dialog API key: <code data-testid="api-key-${project.id}">${escape(project.apiKey)}</code></div>
<div class="muted">${project.kind === 'voice' ? 'Voice' : 'Chat'} project · ${versionLine(project)}</div></li>`,
    )
    .join('\n');
  return page(
    'Local Voiceflow',
    `<h1>Local Voiceflow (Dialog API)</h1>
<p>The platform talks to this stand-in exactly as to <code>general-runtime.voiceflow.com</code>: <code>POST ${escape(apiOrigin)}/state/user/{userID}/interact</code> with a project's key. Copy a key into an agent's Integrations tab, edit the project's flow here and publish it; visitors get the production version, the dashboard's test chat the development one.</p>
<h2>Projects</h2><ul class="plain">${list}</ul>
<h2>Create a project</h2>
<form class="row" method="post" action="/projects">
<label>Project name<input name="name" required maxlength="80"></label>
<label>Type<select name="kind"><option value="chat">Chat (text traces)</option><option value="voice">Voice (speak traces)</option></select></label>
<button type="submit">Create project</button></form>`,
  );
}

/**
 * One project: its key, the flow editor (launch, keyword rules, no-match),
 * saved as the development version or saved and published, and the live
 * log of the Dialog API calls made with its key.
 */
export function renderFlowProject(
  project: FlowProject,
  notice: { saved?: string; error?: string },
): string {
  const { design } = project.development;
  const rules = design.rules.map((rule, index) =>
    ruleFieldset(rule, `rule${index}`, `Rule ${index + 1}`),
  );
  const newRule = ruleFieldset(
    {
      id: '',
      keywords: [],
      reply: { messages: [], imageUrl: '', cards: [], buttons: [], end: false },
    },
    'rule-new',
    'Add a rule',
  );
  const script = `const log=document.getElementById('calls');
function render(calls){log.replaceChildren(...calls.map((c)=>{const li=document.createElement('li');
const head=document.createElement('div');const ok=c.status<300;const s=document.createElement('span');s.className=ok?'status-ok':'status-bad';s.textContent=String(c.status);
head.append(s,' '+new Date(c.at).toLocaleTimeString()+' '+c.method+' '+c.path+' · versionID '+c.versionID+(c.action?' · '+c.action:''));li.append(head);
const ul=document.createElement('ul');for(const line of c.answer){const item=document.createElement('li');item.textContent=line;ul.append(item);}li.append(ul);return li;}));
document.getElementById('calls-empty').hidden=calls.length>0;}
const events=new EventSource(${JSON.stringify(`/projects/${project.id}/events`)});events.onmessage=(e)=>render(JSON.parse(e.data));`;
  return page(
    `${project.name} · Local Voiceflow`,
    `${FLOW_STYLE}<p><a href="/">All projects</a></p><h1>${escape(project.name)}</h1>
<p>Dialog API key: <code data-testid="api-key">${escape(project.apiKey)}</code></p>
<form method="post" action="/projects/${project.id}/key"><button type="submit" class="secondary">Rotate key</button></form>
<p class="muted">${versionLine(project)}</p>
${notice.saved ? `<p role="status" class="card">${escape(notice.saved)}</p>` : ''}${notice.error ? `<p role="alert" class="error">${escape(notice.error)}</p>` : ''}
<h2>Flow</h2>
<p class="muted">Launch starts every conversation. A user's text (or a pressed button's label) goes to the first rule with one of its keywords, else to the no-match reply. Each field takes one item a line; cards are <code>Title | description | image URL</code> (one card is a card, several a carousel).</p>
<form method="post" action="/projects/${project.id}/flow">
${replyFieldset('launch', 'Launch', design.launch, false)}
${rules.join('\n')}
${newRule}
${replyFieldset('noMatch', 'No match', design.noMatch, false)}
<div class="actions"><button type="submit" name="publish" value="0" class="secondary">Save to development</button><button type="submit" name="publish" value="1">Save and publish</button></div>
</form>
<h2>Dialog API calls</h2>
<p id="calls-empty" class="muted">No calls with this project's key yet.</p>
<div role="log" aria-label="Dialog API calls" aria-live="polite"><ol id="calls" class="calls"></ol></div>`,
    script,
  );
}

function versionLine(project: FlowProject): string {
  const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
  return `development saved ${at(project.development.savedAt)} UTC · ${
    project.production
      ? `production published ${at(project.production.savedAt)} UTC`
      : 'not published to production yet'
  }`;
}

function ruleFieldset(rule: FlowRule, prefix: string, title: string): string {
  const isNew = prefix === 'rule-new';
  return `<fieldset><legend>${escape(title)}</legend>
${isNew ? '' : `<input type="hidden" name="${prefix}.id" value="${escape(rule.id)}">`}
<label>Keywords<span class="hint">Comma-separated; any one of them in the user's text picks this rule.</span><input name="${prefix}.keywords" value="${escape(rule.keywords.join(', '))}"></label>
${replyFields(prefix, rule.reply, true)}
${isNew ? '' : `<label class="check"><input type="checkbox" name="${prefix}.remove" value="on">Remove this rule</label>`}</fieldset>`;
}

function replyFieldset(prefix: string, title: string, reply: FlowReply, canEnd: boolean): string {
  return `<fieldset><legend>${escape(title)}</legend>${replyFields(prefix, reply, canEnd)}</fieldset>`;
}

function replyFields(prefix: string, reply: FlowReply, canEnd: boolean): string {
  // Tall enough for what the field holds, and a line to add one.
  const area = (field: string, label: string, value: string, hint: string) =>
    `<label>${label}<span class="hint">${hint}</span><textarea name="${prefix}.${field}" rows="${Math.min(8, value.split('\n').length + 1)}">${escape(value)}</textarea></label>`;
  return `${area('messages', 'Messages', reply.messages.join('\n'), 'One message a line.')}
${area('buttons', 'Buttons', reply.buttons.join('\n'), 'One label a line.')}
${area('cards', 'Cards', reply.cards.map((card) => [card.title, card.description, card.imageUrl].join(' | ')).join('\n'), 'Title | description | image URL, one card a line.')}
<label>Image URL<input name="${prefix}.imageUrl" type="url" value="${escape(reply.imageUrl)}"></label>
${canEnd ? `<label class="check"><input type="checkbox" name="${prefix}.end" value="on"${reply.end ? ' checked' : ''}>End the conversation after this reply</label>` : ''}`;
}
