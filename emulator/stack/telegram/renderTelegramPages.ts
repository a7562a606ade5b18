import { escape, standInPage as page } from '../standInPage';
import type { LocalBot } from './telegramTypes';

/**
 * The stand-in's home: BotFather (create a bot and get its token) and the
 * bots with their webhook state, each with a link to chat with it.
 */
export function renderTelegramHome(
  bots: readonly LocalBot[],
  notice: { created?: LocalBot; error?: string },
): string {
  const created = notice.created
    ? `<section class="card" aria-labelledby="created"><h2 id="created">Done! Congratulations on your new bot.</h2>
<p>You will find it at <strong>@${escape(notice.created.user.username ?? '')}</strong>. Use this token to access the HTTP API:</p>
<p><code data-testid="bot-token">${escape(notice.created.token)}</code></p>
<p><a href="/chat/${notice.created.user.id}">Open a chat with @${escape(notice.created.user.username ?? '')}</a></p></section>`
    : '';
  const list = bots
    .map(
      (
        bot,
      ) => `<li class="card"><strong>${escape(bot.user.first_name)}</strong> @${escape(bot.user.username ?? '')}
<div class="muted">Webhook: ${bot.webhook ? `<code>${escape(bot.webhook.url)}</code>${bot.webhook.secretToken ? ' (with a secret token)' : ''}` : 'none'}; ${bot.pending.length} pending update(s)${bot.webhook?.lastErrorMessage ? `; last error: ${escape(bot.webhook.lastErrorMessage)}` : ''}</div>
<a href="/chat/${bot.user.id}">Chat with @${escape(bot.user.username ?? '')}</a></li>`,
    )
    .join('\n');
  return page(
    'Local Telegram',
    `<h1>Local Telegram (Bot API)</h1>
<p>The platform talks to this stand-in exactly as to <code>api.telegram.org</code>. Create a bot here, paste its token in the dashboard's Telegram channel, then chat with it as a Telegram user.</p>
${notice.error ? `<p class="error" role="alert">${escape(notice.error)}</p>` : ''}${created}
<h2>BotFather: create a bot</h2>
<form class="row" method="post" action="/newbot">
<label>Bot name<input name="name" required value="Support Bot"></label>
<label>Username (ends in bot)<input name="username" required placeholder="acme_support_bot"></label>
<button type="submit">Create bot</button></form>
<h2>Bots</h2>${list ? `<ul style="list-style:none;padding:0">${list}</ul>` : '<p>No bots yet.</p>'}`,
  );
}

/**
 * A private chat with one bot, as a Telegram user: the messages (live), the
 * bot's inline keyboards as buttons to press, and a box to write in.
 */
export function renderTelegramChat(bot: LocalBot, user: { id: number; name: string }): string {
  const base = `/chat/${bot.user.id}/${user.id}`;
  const script = `const base=${JSON.stringify(base)};const log=document.getElementById('log');const status=document.getElementById('status');
function button(entry,key){const b=document.createElement('button');b.type='button';b.className='key';b.textContent=key.text;
b.onclick=()=>fetch(base+'/press',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({messageId:entry.message.message_id,data:key.callback_data})});return b;}
function render(state){log.replaceChildren(...state.entries.map((entry)=>{const li=document.createElement('li');li.className='card msg '+entry.from;
const who=document.createElement('strong');who.textContent=entry.from==='bot'?${JSON.stringify(bot.user.first_name)}:'You';li.append(who);
if(entry.message.photo_url){const img=document.createElement('img');img.src=entry.message.photo_url;img.alt=entry.message.caption||'Photo';img.style.maxWidth='100%';li.append(img);}
const p=document.createElement('p');p.style.whiteSpace='pre-wrap';p.style.margin='.25rem 0';p.textContent=entry.message.text??entry.message.caption??'';li.append(p);
const rows=entry.message.reply_markup?.inline_keyboard??[];if(rows.length){const group=document.createElement('div');group.setAttribute('role','group');group.setAttribute('aria-label','Buttons');group.style.display='grid';group.style.gap='.4rem';
for(const row of rows){const line=document.createElement('div');line.style.display='flex';line.style.gap='.4rem';for(const key of row)line.append(button(entry,key));group.append(line);}li.append(group);}return li;}));
status.textContent=state.webhook?(state.webhook.lastError?'Delivery problem: '+state.webhook.lastError:'The bot receives your messages through its webhook.'):'This bot has no webhook yet: connect it in the dashboard.';}
const events=new EventSource(base+'/events');events.onmessage=(e)=>render(JSON.parse(e.data));
document.getElementById('compose').addEventListener('submit',async(e)=>{e.preventDefault();const input=document.getElementById('text');const text=input.value.trim();if(!text)return;
const r=await fetch(base+'/send',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({text,name:${JSON.stringify(user.name)}})});if(r.ok)input.value='';});`;
  return page(
    `Chat with @${bot.user.username ?? ''}`,
    `<p><a href="/">All bots</a></p><h1>${escape(bot.user.first_name)} <span class="muted">@${escape(bot.user.username ?? '')}</span></h1>
<p class="muted">You write as <strong>${escape(user.name)}</strong> (Telegram user ${user.id}).</p>
<p id="status" role="status" class="muted"></p>
<div role="log" aria-label="Messages" aria-live="polite"><ol id="log" style="list-style:none;padding:0"></ol></div>
<form id="compose" class="row"><label style="flex:1">Message<input id="text" name="text" autocomplete="off" required></label><button type="submit">Send</button></form>`,
    script,
  );
}
