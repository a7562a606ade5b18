/**
 * A Stripe.js-compatible script (`window.Stripe`) for the local stand-in:
 * `Stripe(key).elements().create('card')` mounts a card field and
 * `createPaymentMethod({type: 'card', card, billing_details})` sends the
 * card to `POST /v1/payment_methods` with the publishable key, as Stripe.js
 * does with api.stripe.com. The dashboard's card form runs unchanged on
 * Stripe's own script in production. The card field is three labelled
 * inputs (number, expiry, CVC) in the page, with the same change events.
 */
export const STRIPE_JS = `(() => {
  const apiOrigin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  const luhn = (n) => { let s = 0; for (let i = 0; i < n.length; i++) { let d = +n[n.length - 1 - i]; if (i % 2) { d *= 2; if (d > 9) d -= 9; } s += d; } return n.length >= 12 && s % 10 === 0; };
  const brandOf = (n) => /^4/.test(n) ? 'visa' : /^(5[1-5]|2[2-7])/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : 'unknown';
  let counter = 0;
  function cardElement() {
    const listeners = {};
    let fields = null;
    let container = null;
    const read = () => {
      if (!fields) return { number: '', month: 0, year: 0, cvc: '' };
      const number = fields.number.value.replace(/\\D/g, '');
      const exp = fields.exp.value.replace(/[^0-9/]/g, '').split('/');
      return { number, month: Number(exp[0]), year: Number(exp[1] || 0), cvc: fields.cvc.value.replace(/\\D/g, '') };
    };
    const state = () => {
      const c = read();
      const empty = !c.number && !fields.exp.value && !c.cvc;
      let error;
      if (c.number.length >= 12 && !luhn(c.number)) error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
      else if (fields.exp.value.length >= 5 && (!(c.month >= 1 && c.month <= 12) || (2000 + c.year) * 12 + c.month < new Date().getFullYear() * 12 + new Date().getMonth() + 1)) error = { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration date is in the past." };
      const complete = !error && luhn(c.number) && c.month >= 1 && c.month <= 12 && c.year > 0 && c.cvc.length >= 3;
      return { elementType: 'card', empty, complete, error, brand: brandOf(c.number), value: { postalCode: '' } };
    };
    const fire = (type, payload) => (listeners[type] || []).forEach((cb) => cb(payload));
    const element = {
      mount(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        const id = 'vg-stripe-card-' + (++counter);
        container.innerHTML = '<div class="StripeElement" style="display:flex;flex-wrap:wrap;gap:8px">'
          + '<label style="flex:1 1 100%;display:flex;flex-direction:column;font-size:14px">Card number<input id="' + id + '-n" name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234" style="font:inherit;padding:8px;border:1px solid #767676;border-radius:4px"></label>'
          + '<label style="flex:1 1 40%;display:flex;flex-direction:column;font-size:14px">Expiry (MM / YY)<input id="' + id + '-e" name="exp-date" autocomplete="cc-exp" inputmode="numeric" placeholder="MM / YY" style="font:inherit;padding:8px;border:1px solid #767676;border-radius:4px"></label>'
          + '<label style="flex:1 1 40%;display:flex;flex-direction:column;font-size:14px">CVC<input id="' + id + '-c" name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC" style="font:inherit;padding:8px;border:1px solid #767676;border-radius:4px"></label></div>';
        fields = { number: container.querySelector('#' + id + '-n'), exp: container.querySelector('#' + id + '-e'), cvc: container.querySelector('#' + id + '-c') };
        fields.number.addEventListener('input', () => { const d = fields.number.value.replace(/\\D/g, '').slice(0, 19); fields.number.value = d.replace(/(.{4})/g, '$1 ').trim(); });
        fields.exp.addEventListener('input', (e) => { const d = fields.exp.value.replace(/\\D/g, '').slice(0, 4); fields.exp.value = d.length > 2 || (d.length === 2 && e.inputType !== 'deleteContentBackward') ? d.slice(0, 2) + ' / ' + d.slice(2) : d; });
        Object.values(fields).forEach((input) => {
          input.addEventListener('input', () => fire('change', state()));
          input.addEventListener('focus', () => fire('focus', { elementType: 'card' }));
          input.addEventListener('blur', () => fire('blur', { elementType: 'card' }));
        });
        setTimeout(() => fire('ready', { elementType: 'card' }));
      },
      on(type, cb) { (listeners[type] = listeners[type] || []).push(cb); return element; },
      off(type, cb) { listeners[type] = (listeners[type] || []).filter((x) => x !== cb); return element; },
      focus() { if (fields) fields.number.focus(); },
      clear() { if (fields) { Object.values(fields).forEach((f) => (f.value = '')); fire('change', state()); } },
      unmount() { if (container) container.innerHTML = ''; fields = null; },
      destroy() { element.unmount(); },
      update() {},
      _card: read,
    };
    return element;
  }
  const flatten = (prefix, value, out) => {
    if (value === undefined || value === null) return out;
    if (typeof value === 'object') { Object.keys(value).forEach((k) => flatten(prefix ? prefix + '[' + k + ']' : k, value[k], out)); return out; }
    out.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    return out;
  };
  window.Stripe = function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_/.test(key)) throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key (pk_...).');
    const created = {};
    return {
      elements() {
        return {
          create(type) { if (type !== 'card') throw new Error('IntegrationError: only the card element is available offline.'); return (created.card = cardElement()); },
          getElement(type) { return created[type] || null; },
        };
      },
      async createPaymentMethod(args) {
        const card = args && args.card && args.card._card ? args.card._card() : null;
        if (!card) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const body = flatten('', { type: 'card', key, card: { number: card.number, exp_month: card.month, exp_year: card.year, cvc: card.cvc }, billing_details: args.billing_details || {} }, []).join('&');
        try {
          const response = await fetch(apiOrigin + '/v1/payment_methods', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
          const json = await response.json();
          return response.ok ? { paymentMethod: json } : { error: json.error };
        } catch (e) {
          return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Check your connection and try again.' } };
        }
      },
    };
  };
})();
`;
