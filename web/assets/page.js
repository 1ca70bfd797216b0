// rolekeeper's page: follows the table by Server-Sent Events, reconnects
// by itself (the state comes whole, so nothing is missed), keeps the
// screen awake while shown.
"use strict";
(function () {
  var main = document.getElementById("state");
  var status = document.getElementById("status");
  var lang = document.documentElement.lang;
  var source = null, lock = null;

  function connect() {
    if (source) source.close();
    source = new EventSource("/events?lang=" + encodeURIComponent(lang));
    source.addEventListener("state", function (e) {
      main.innerHTML = JSON.parse(e.data).html;
      status.hidden = true;
    });
    source.addEventListener("full", function (e) {
      status.textContent = JSON.parse(e.data).text;
      status.hidden = false;
    });
    source.addEventListener("denied", function () {
      source.close();
      location.reload();
    });
    source.onerror = function () {
      status.textContent = status.dataset.lost;
      status.hidden = false;
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, 3000);
    };
  }

  function wake() {
    if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (l) { lock = l; }, function () {});
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "visible") return;
    wake();
    if (!source || source.readyState === EventSource.CLOSED) connect();
  });
  connect();
  wake();
})();
