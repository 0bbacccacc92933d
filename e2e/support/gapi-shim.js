/* global window, document */
// A stand-in for https://apis.google.com/js/api.js, which this offline machine
// cannot download. The Firebase Auth SDK's popup sign-in, and the Auth
// emulator's helper iframe, talk to each other through Google's `gapi.iframes`
// messaging library; nothing else of gapi is used. This file implements just
// that transport over postMessage, so the real SDK, the real emulator popup
// (account chooser) and the real emulator credential run end to end.
// Served by e2e/support/google-popup.ts for both the app and the iframe.
(function () {
  var FILTER = 'roomly-gapi-shim';
  var handlers = {};
  var pending = {};
  var queued = {};
  var nextId = 1;

  function post(target, message) {
    target.postMessage(Object.assign({ __gapiShim: true }, message), '*');
  }

  function deliver(source, message) {
    var handler = handlers[message.name];
    if (!handler) {
      (queued[message.name] = queued[message.name] || []).push([source, message]);
      return;
    }
    post(source, { kind: 'reply', id: message.id, result: [handler(message.data)] });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.__gapiShim !== true) return;
    if (message.kind === 'send') deliver(event.source, message);
    if (message.kind === 'reply' && pending[message.id]) {
      var callback = pending[message.id];
      delete pending[message.id];
      // gapi swallows what a reply callback throws (the SDK's web-storage check relies on it).
      try {
        callback(message.result);
      } catch (error) {
        console.debug('gapi shim: reply callback threw', error);
      }
    }
    if (message.kind === 'ping') post(event.source, { kind: 'pong', id: message.id });
    if (message.kind === 'pong' && pending[message.id]) {
      var onPong = pending[message.id];
      delete pending[message.id];
      onPong();
    }
  });

  /** One end of the channel: the other window is `target()`. */
  function channel(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(function (entry) {
          deliver(entry[0], entry[1]);
        });
      },
      send: function (name, data, callback) {
        var id = nextId++;
        if (callback) pending[id] = callback;
        post(target(), { kind: 'send', id: id, name: name, data: data });
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var id = nextId++;
          pending[id] = function () {
            if (callback) callback();
            resolve();
          };
          post(target(), { kind: 'ping', id: id });
        });
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.setAttribute('aria-hidden', 'true');
      frame.style.position = 'absolute';
      frame.style.width = '1px';
      frame.style.height = '1px';
      frame.style.left = '-9999px';
      frame.style.border = '0';
      return new Promise(function (resolve) {
        frame.addEventListener('load', function () {
          resolve(
            onOpen(
              channel(function () {
                return frame.contentWindow;
              }),
            ),
          );
        });
        (options.where || document.body).appendChild(frame);
      });
    },
    getParentIframe: function () {
      return channel(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: function () {},
      getContext: function () {
        return context;
      },
    },
  };

  // The SDK loads `api.js?onload=<callback>`; the emulator's iframe sets gapi_onload.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
