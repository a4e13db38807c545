/*
 * LOCAL STAND-IN, not Razorpay's code: what the Razorpay stand-in serves at /v1/checkout.js in place of
 * https://checkout.razorpay.com/v1/checkout.js. It defines `window.Razorpay` with Checkout's
 * documented options (key, amount, currency, order_id, name, description, image, prefill, notes,
 * theme.color, handler, modal.ondismiss/escape/backdropclose) and methods (open, close,
 * on('payment.failed')). `open()` shows a test-mode checkout, labelled as such, whose buttons ask the
 * stand-in to succeed or fail the payment. It lives in a shadow root, so the site's CSS stays out.
 * The server replaces the placeholder below with its own URL.
 */
/* global window, document */
(function () {
  'use strict';

  const STAND_IN_URL = '__RAZORPAY_STAND_IN_URL__';
  const METHODS = [
    ['upi', 'UPI'],
    ['card', 'Card'],
    ['netbanking', 'Netbanking'],
  ];
  const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

  const STYLE = `
    .backdrop { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; padding: 12px;
      box-sizing: border-box; background: rgba(15, 23, 42, 0.65); font: 16px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
      color: #0f172a; text-align: left; }
    .dialog { box-sizing: border-box; width: min(100%, 420px); max-height: 100%; overflow: auto; background: #fff; border-radius: 12px;
      box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35); outline: none; }
    .banner { margin: 0; padding: 8px 12px; background: #fef3c7; color: #713f12; font-size: 13px; font-weight: 700; text-align: center;
      border-radius: 12px 12px 0 0; letter-spacing: 0.02em; }
    .head { display: flex; gap: 12px; align-items: flex-start; padding: 16px 16px 8px; border-top: 4px solid var(--rzp-accent, #2563eb); }
    .logo { width: 40px; height: 40px; border-radius: 8px; object-fit: cover; flex: none; }
    .merchant { flex: 1; min-width: 0; }
    h2 { margin: 0; font-size: 18px; line-height: 1.3; overflow-wrap: anywhere; }
    .description { margin: 2px 0 0; color: #475569; font-size: 14px; overflow-wrap: anywhere; }
    .close { flex: none; width: 44px; height: 44px; margin: -8px -8px 0 0; border: 0; border-radius: 8px; background: transparent;
      color: #334155; font-size: 28px; line-height: 1; cursor: pointer; }
    .close:hover { background: #f1f5f9; }
    .body { padding: 8px 16px 16px; }
    .amount { margin: 0 0 12px; font-size: 28px; font-weight: 700; }
    .payer { margin: 0 0 12px; display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; font-size: 14px; }
    .payer dt { color: #475569; }
    .payer dd { margin: 0; overflow-wrap: anywhere; }
    fieldset { margin: 0 0 12px; padding: 0; border: 0; }
    legend { padding: 0; margin-bottom: 6px; font-size: 14px; font-weight: 600; }
    .methods { display: flex; flex-wrap: wrap; gap: 8px; }
    .methods label { flex: 1 1 80px; display: flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 8px; box-sizing: border-box;
      border: 1px solid #cbd5e1; border-radius: 8px; cursor: pointer; font-size: 15px; }
    .methods label:has(input:checked) { border-color: var(--rzp-accent, #2563eb); box-shadow: inset 0 0 0 1px var(--rzp-accent, #2563eb); }
    .methods input { margin: 0; accent-color: var(--rzp-accent, #2563eb); }
    .hint { margin: 0 0 12px; color: #475569; font-size: 13px; }
    .status { margin: 0 0 12px; min-height: 1.45em; font-size: 14px; color: #334155; }
    .status.error { color: #b91c1c; }
    .actions { display: flex; flex-direction: column; gap: 8px; }
    .actions button { min-height: 48px; border-radius: 8px; font: inherit; font-weight: 700; cursor: pointer; }
    .pay { border: 0; background: var(--rzp-accent, #2563eb); color: #fff; }
    .fail { border: 2px solid #b91c1c; background: #fff; color: #b91c1c; }
    .actions button[disabled] { opacity: 0.55; cursor: not-allowed; }
    button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
    .dialog:focus-visible { outline: 3px solid #f59e0b; }
  `;

  const MARKUP = `
    <style>${STYLE}</style>
    <div class="backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="rzp-title" aria-describedby="rzp-banner" tabindex="-1">
        <p class="banner" id="rzp-banner">LOCAL STAND-IN · test mode · no money moves</p>
        <div class="head">
          <img class="logo" alt="" hidden>
          <div class="merchant">
            <h2 id="rzp-title"></h2>
            <p class="description"></p>
          </div>
          <button type="button" class="close" aria-label="Close checkout">×</button>
        </div>
        <div class="body">
          <p class="amount" aria-live="polite">Loading the order…</p>
          <dl class="payer">
            <dt>Name</dt><dd class="payer-name"></dd>
            <dt>Email</dt><dd class="email"></dd>
            <dt>Phone</dt><dd class="contact"></dd>
          </dl>
          <fieldset>
            <legend>Payment method</legend>
            <div class="methods">
              ${METHODS.map(
                ([value, label], index) =>
                  `<label><input type="radio" name="rzp-method" value="${value}"${index === 0 ? ' checked' : ''}> ${label}</label>`,
              ).join('')}
            </div>
          </fieldset>
          <p class="hint">Test mode: no card, UPI or bank details are asked for. Choose what the payment does.</p>
          <p class="status" role="status"></p>
          <div class="actions">
            <button type="button" class="pay" disabled>Pay</button>
            <button type="button" class="fail" disabled>Fail payment</button>
          </div>
        </div>
      </div>
    </div>`;

  function describeError(body, fallback) {
    return (body && body.error && body.error.description) || fallback;
  }

  async function callStandIn(path, init) {
    const response = await fetch(STAND_IN_URL + path, init);
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(describeError(body, 'The Razorpay stand-in answered HTTP ' + response.status + '.'));
    return body;
  }

  function post(path, payload) {
    return callStandIn(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  }

  /** Calls a callback of the page's; an error in it must not leave the checkout half closed. */
  function callPage(callback, argument) {
    if (typeof callback !== 'function') return;
    try {
      callback(argument);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }

  function openCheckout(rzp) {
    const options = rzp.options;
    const modal = options.modal || {};
    const prefill = options.prefill || {};
    const previousFocus = document.activeElement;
    const previousOverflow = document.documentElement.style.overflow;

    const host = document.createElement('razorpay-stand-in-checkout');
    // Inline, so no rule of the site's can move or hide the overlay's host.
    host.style.cssText = 'all: initial; position: fixed; inset: 0; z-index: 2147483647; display: block;';
    if (options.theme && options.theme.color) host.style.setProperty('--rzp-accent', String(options.theme.color));
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = MARKUP;
    const $ = (selector) => root.querySelector(selector);
    const dialog = $('.dialog');
    const payButton = $('.pay');
    const failButton = $('.fail');
    const status = $('.status');

    $('#rzp-title').textContent = options.name || 'Merchant';
    $('.description').textContent = options.description || '';
    $('.description').hidden = !options.description;
    if (options.image) {
      $('.logo').src = String(options.image);
      $('.logo').hidden = false;
    }
    $('.payer-name').textContent = prefill.name || '—';
    $('.email').textContent = prefill.email || '—';
    $('.contact').textContent = prefill.contact || '—';

    let busy = true;
    let closed = false;
    const setBusy = (value, allowPay = true) => {
      busy = value;
      payButton.disabled = value || !allowPay;
      failButton.disabled = value || !allowPay;
    };
    const showStatus = (message, isError) => {
      status.textContent = message;
      status.classList.toggle('error', !!isError);
    };
    const chosenMethod = () => (root.querySelector('input[name="rzp-method"]:checked') || { value: 'upi' }).value;
    const payerDetails = () => ({
      order_id: options.order_id,
      key: options.key,
      method: chosenMethod(),
      email: prefill.email || '',
      contact: prefill.contact || '',
      description: options.description || '',
      ...(options.notes ? { notes: options.notes } : {}),
    });

    const close = () => {
      if (closed) return;
      closed = true;
      host.remove();
      document.removeEventListener('keydown', onKeydown, true);
      document.documentElement.style.overflow = previousOverflow;
      rzp.view = null;
      if (previousFocus && previousFocus.isConnected && typeof previousFocus.focus === 'function') previousFocus.focus();
    };
    const dismiss = () => {
      if (closed) return;
      close();
      callPage(modal.ondismiss);
    };

    async function complete(path, onAnswer) {
      if (busy) return;
      setBusy(true);
      showStatus('Processing the test payment…');
      try {
        const answer = await post(path, payerDetails());
        close();
        onAnswer(answer);
      } catch (error) {
        showStatus(error.message, true);
        setBusy(false);
      }
    }

    payButton.addEventListener('click', () =>
      complete('/test-checkout/pay', (answer) => {
        if (typeof options.handler === 'function') callPage(options.handler, answer);
        else console.warn('Razorpay stand-in: the payment succeeded but options.handler is not set (callback_url is not imitated).');
      }),
    );
    failButton.addEventListener('click', () => complete('/test-checkout/fail', (answer) => rzp.emit('payment.failed', answer)));
    $('.close').addEventListener('click', dismiss);
    $('.backdrop').addEventListener('click', (event) => {
      if (event.target === event.currentTarget && modal.backdropclose) dismiss();
    });
    // On the document, so Escape and Tab work wherever focus went (a click on the backdrop drops it on the body).
    const onKeydown = (event) => {
      if (event.key === 'Escape' && modal.escape !== false) {
        event.preventDefault();
        event.stopPropagation();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep Tab inside the dialog while it is open (aria-modal promises that).
      const focusable = [...root.querySelectorAll(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = root.activeElement;
      const outside = !active || active === dialog;
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeydown, true);

    document.body.appendChild(host);
    document.documentElement.style.overflow = 'hidden';
    dialog.focus();

    const orderPath = '/test-checkout/orders/' + encodeURIComponent(options.order_id) + '?key=' + encodeURIComponent(options.key);
    callStandIn(orderPath).then(
      (order) => {
        if (closed) return;
        $('.amount').textContent = order.amount_display;
        payButton.textContent = 'Pay ' + order.amount_display;
        if (order.status === 'paid') {
          showStatus('This order has already been paid.', true);
          setBusy(false, false);
          return;
        }
        setBusy(false);
        if (root.activeElement === dialog || root.activeElement === null) payButton.focus();
      },
      (error) => {
        if (closed) return;
        $('.amount').textContent = 'Order not available';
        showStatus(error.message, true);
        setBusy(false, false);
      },
    );

    return { close };
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay (local stand-in): options are required.');
    if (!options.key) throw new Error('Razorpay (local stand-in): options.key is required.');
    if (!options.order_id)
      throw new Error('Razorpay (local stand-in): options.order_id is required; the stand-in takes payments for orders only.');
    this.options = options;
    this.handlers = {};
    this.view = null;
  }

  Razorpay.prototype.open = function () {
    if (!this.view) this.view = openCheckout(this);
    return this;
  };

  /** Closes the checkout from the page's code; like Razorpay's, this does not call modal.ondismiss. */
  Razorpay.prototype.close = function () {
    if (this.view) this.view.close();
    this.view = null;
  };

  Razorpay.prototype.on = function (event, callback) {
    (this.handlers[event] = this.handlers[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    for (const callback of this.handlers[event] || []) callPage(callback, payload);
  };

  Razorpay.isStandIn = true;
  window.Razorpay = Razorpay;
})();
