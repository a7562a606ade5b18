/** What the stand-ins' pages share: escaping, one small stylesheet, the page frame and a chat view. */

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const STAND_IN_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem 1.25rem;color:#17212b;background:#f4f6f8}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:1.5rem}label{display:flex;flex-direction:column;font-weight:600;gap:.2rem}
input,textarea,select{font:inherit;padding:.45rem;border:1px solid #5f6b7a;border-radius:6px}button{font:inherit;padding:.45rem .9rem;border-radius:6px;border:1px solid #1d5f99;background:#1d5f99;color:#fff;cursor:pointer}
button.key{background:#fff;color:#1d5f99;width:100%}button.secondary{background:#fff;color:#1d5f99}form.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}
code{word-break:break-all;background:#e8edf2;padding:.1rem .3rem;border-radius:4px}.card{background:#fff;border:1px solid #d5dbe1;border-radius:10px;padding:.8rem 1rem;margin:.75rem 0}
.error{color:#a40000;font-weight:600}.muted{color:#4a5563}a{color:#145089}ul.plain{list-style:none;padding:0}
.card a,p>a{display:inline-block;min-height:24px;padding:.2rem 0}`;

export function standInPage(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STAND_IN_STYLE}</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** One line of a stand-in chat as its page shows it. */
export interface ChatViewEntry {
  id: string;
  from: 'person' | 'business';
  text: string;
  imageUrl?: string;
  /** Buttons the person can press (a reply id), or links to open. */
  buttons: { id: string; label: string; url?: string }[];
}

export interface ChatViewState {
  entries: ChatViewEntry[];
  /** How the service is delivering the person's messages (shown above the log). */
  status: string;
}

/**
 * A chat as the service's user sees it, live: `{base}/events` streams
 * ChatViewState, Send posts `{text}` to `{base}/send`, a button posts
 * `{messageId, buttonId}` to `{base}/press`.
 */
export function renderChatView(opts: {
  title: string;
  heading: string;
  intro: string;
  base: string;
  businessName: string;
  /** Sent with each message as the person's name. */
  personName: string;
  back: { href: string; label: string };
}): string {
  const script = `const base=${JSON.stringify(opts.base)};const log=document.getElementById('log');const status=document.getElementById('status');
function key(entry,b){if(b.url){const a=document.createElement('a');a.href=b.url;a.textContent=b.label;a.target='_blank';a.rel='noopener';return a;}
const k=document.createElement('button');k.type='button';k.className='key';k.textContent=b.label;
k.onclick=()=>fetch(base+'/press',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({messageId:entry.id,buttonId:b.id})});return k;}
function render(state){log.replaceChildren(...state.entries.map((entry)=>{const li=document.createElement('li');li.className='card msg '+entry.from;
const who=document.createElement('strong');who.textContent=entry.from==='business'?${JSON.stringify(opts.businessName)}:'You';li.append(who);
if(entry.imageUrl){const img=document.createElement('img');img.src=entry.imageUrl;img.alt=entry.text||'Image';img.style.maxWidth='100%';li.append(img);}
const p=document.createElement('p');p.style.whiteSpace='pre-wrap';p.style.margin='.25rem 0';p.textContent=entry.text;li.append(p);
if(entry.buttons.length){const group=document.createElement('div');group.setAttribute('role','group');group.setAttribute('aria-label','Buttons');group.style.display='grid';group.style.gap='.4rem';
for(const b of entry.buttons)group.append(key(entry,b));li.append(group);}return li;}));status.textContent=state.status;}
const events=new EventSource(base+'/events');events.onmessage=(e)=>render(JSON.parse(e.data));
document.getElementById('compose').addEventListener('submit',async(e)=>{e.preventDefault();const input=document.getElementById('text');const text=input.value.trim();if(!text)return;
const r=await fetch(base+'/send',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({text,name:${JSON.stringify(opts.personName)}})});if(r.ok)input.value='';});`;
  return standInPage(
    opts.title,
    `<p><a href="${escape(opts.back.href)}">${escape(opts.back.label)}</a></p><h1>${escape(opts.heading)}</h1>
<p class="muted">${opts.intro}</p>
<p id="status" role="status" class="muted"></p>
<div role="log" aria-label="Messages" aria-live="polite"><ol id="log" class="plain"></ol></div>
<form id="compose" class="row"><label style="flex:1">Message<input id="text" name="text" autocomplete="off" required></label><button type="submit">Send</button></form>`,
    script,
  );
}
