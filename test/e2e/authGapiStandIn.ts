/**
 * Firebase's popup sign-in and the Auth emulator's pages talk through Google's `gapi.iframes` script, which the
 * browser tests cannot download (no network). This stand-in gives both sides the few calls they use (open an
 * iframe, register and send messages, ping) over postMessage; everything else in the flow is the real SDK and the
 * real emulator. Served with `context.route(GAPI_SCRIPT_URL, ...)`.
 */
export const GAPI_SCRIPT_URL = /^https:\/\/apis\.google\.com\/js\/api\.js/;

export const GAPI_STAND_IN = `(() => {
  const FILTER = "cross-origin-iframes";
  function channel(peer) {
    const handlers = {};
    const queued = {};
    const pending = {};
    let seq = 0;
    let ready = false;
    const readyWaiters = [];
    const post = (message) => peer().postMessage({ gapiStandIn: true, ...message }, "*");
    const answer = (message) =>
      Promise.resolve(handlers[message.name](message.data)).then((result) => post({ kind: "reply", id: message.id, result: [result] }));
    window.addEventListener("message", (event) => {
      const message = event.data;
      if (!message || !message.gapiStandIn || event.source !== peer()) return;
      if (message.kind === "ready") {
        ready = true;
        readyWaiters.splice(0).forEach((wake) => wake());
      } else if (message.kind === "send") {
        if (handlers[message.name]) answer(message);
        else (queued[message.name] = queued[message.name] || []).push(message);
      } else if (message.kind === "reply") {
        const callback = pending[message.id];
        delete pending[message.id];
        // Like gapi, a throwing callback does not break the channel.
        try {
          if (callback) callback(message.result);
        } catch (error) {
          console.debug("gapi stand-in: callback threw", error);
        }
      }
    });
    return {
      post,
      register(name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(answer);
      },
      send(name, data, callback) {
        seq += 1;
        pending[seq] = callback;
        post({ kind: "send", name, data, id: seq });
      },
      restyle: () => Promise.resolve(),
      ping(callback) {
        return new Promise((resolve) => {
          const done = () => { if (callback) callback(); resolve(); };
          if (ready) done(); else readyWaiters.push(done);
        });
      },
    };
  }
  const context = {
    open(options, onOpen) {
      const frame = document.createElement("iframe");
      frame.src = options.url;
      Object.assign(frame.style, (options.attributes && options.attributes.style) || {});
      frame.setAttribute("aria-hidden", "true");
      frame.setAttribute("tabindex", "-1");
      const iframe = channel(() => frame.contentWindow);
      (options.where || document.body).appendChild(frame);
      return onOpen(iframe);
    },
    getParentIframe() {
      const parent = channel(() => window.parent);
      parent.post({ kind: "ready" });
      return parent;
    },
  };
  window.gapi = {
    load(_name, options) { setTimeout(typeof options === "function" ? options : options.callback, 0); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context },
  };
  const src = document.currentScript && document.currentScript.src;
  const onload = src && new URL(src).searchParams.get("onload");
  if (onload && window[onload]) setTimeout(window[onload], 0);
  if (window.gapi_onload) setTimeout(window.gapi_onload, 0);
})();`;
