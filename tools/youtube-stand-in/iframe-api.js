/*
 * LOCAL STAND-IN, not YouTube's code: what the YouTube stand-in serves at /iframe_api in place of
 * https://www.youtube.com/iframe_api. It defines `window.YT` with the parts of the IFrame Player API
 * the course player uses (https://developers.google.com/youtube/iframe_api_reference): `YT.Player`
 * (element or id, videoId, playerVars.autoplay, events.onReady and onStateChange), its methods
 * playVideo, pauseVideo, seekTo, getCurrentTime, getDuration, getPlayerState, getIframe and destroy,
 * and `YT.PlayerState`; then it calls `window.onYouTubeIframeAPIReady`, as the real script does.
 * Like the real API, the player is an iframe (the stand-in's test-mode /embed page, which simulates
 * playback) that reports its state to the page with postMessage. The server replaces the
 * placeholder below with its own URL.
 */
/* global window, document */
(function () {
  'use strict';

  const STAND_IN_URL = '__YOUTUBE_STAND_IN_URL__';
  const STAND_IN_ORIGIN = new URL(STAND_IN_URL).origin;
  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  function Player(target, options) {
    const element = typeof target === 'string' ? document.getElementById(target) : target;
    if (!element) throw new Error('YT.Player: no element to replace');
    const settings = options || {};
    const vars = settings.playerVars || {};
    const query = new URLSearchParams({ autoplay: String(vars.autoplay ? 1 : 0), origin: window.location.origin });
    const iframe = document.createElement('iframe');
    iframe.src = `${STAND_IN_URL}/embed/${encodeURIComponent(settings.videoId || '')}?${query.toString()}`;
    if (element.id) iframe.id = element.id;
    iframe.width = String(settings.width || 640);
    iframe.height = String(settings.height || 360);
    iframe.title = 'YouTube video player';
    iframe.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    iframe.setAttribute('frameborder', '0');
    element.replaceWith(iframe);

    this._iframe = iframe;
    this._events = settings.events || {};
    this._state = PlayerState.UNSTARTED;
    this._time = 0;
    this._duration = 0;
    this._listener = (event) => {
      if (event.source !== iframe.contentWindow || event.origin !== STAND_IN_ORIGIN) return;
      const data = event.data;
      if (!data || data.standIn !== 'youtube') return;
      this._time = Number(data.currentTime) || 0;
      this._duration = Number(data.duration) || 0;
      if (data.event === 'ready' && this._events.onReady) this._events.onReady({ target: this });
      if (data.event === 'state' && data.state !== this._state) {
        this._state = data.state;
        if (this._events.onStateChange) this._events.onStateChange({ target: this, data: data.state });
      }
    };
    window.addEventListener('message', this._listener);
  }

  Player.prototype._send = function (command, value) {
    if (this._iframe.contentWindow) this._iframe.contentWindow.postMessage({ standIn: 'youtube', command, value }, STAND_IN_ORIGIN);
  };
  Player.prototype.playVideo = function () {
    this._send('play');
  };
  Player.prototype.pauseVideo = function () {
    this._send('pause');
  };
  Player.prototype.seekTo = function (seconds) {
    this._send('seek', Number(seconds) || 0);
  };
  Player.prototype.getCurrentTime = function () {
    return this._time;
  };
  Player.prototype.getDuration = function () {
    return this._duration;
  };
  Player.prototype.getPlayerState = function () {
    return this._state;
  };
  Player.prototype.getIframe = function () {
    return this._iframe;
  };
  Player.prototype.destroy = function () {
    window.removeEventListener('message', this._listener);
    this._iframe.remove();
  };

  window.YT = { Player, PlayerState, loaded: 1 };
  // The real script loads its player code first and then calls this; a task later here too.
  window.setTimeout(() => {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
