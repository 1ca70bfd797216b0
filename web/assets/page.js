// rolekeeper's page: the server draws the table into the page, then the
// page follows it by Server-Sent Events. The server sends an event at
// least every heartbeat ("beat" when nothing changed); a stream that
// brings nothing for two heartbeats is taken for dead (a phone's Wi-Fi
// asleep, a dead access point) and replaced, and the page says so with
// the time it last heard from the table. A hidden page gives its stream
// up and opens a new one when shown again.
"use strict";
(function () {
  var main = document.getElementById("state");
  var status = document.getElementById("status");
  var mine = document.getElementById("mine");
  var lang = document.documentElement.lang;
  var beat = Number(document.body.dataset.beat) || 15000;
  var source = null, retry = null;
  var last = document.body.dataset.id || ""; // the id of the state shown: a new stream need not send it again
  var heard = Date.now();      // when the table was last heard from: the page came with its state
  var opened = 0, got = false; // when the stream was opened, whether it brought anything yet
  var seat = Number(new URLSearchParams(location.search).get("seat")) || 0;
  // The club night (a game started from its seating): the round clock in
  // the header, which the page counts down itself from the time left the
  // server sent, and the view of tonight's tables.
  var roundClock = document.getElementById("round-clock");
  var tonight = document.getElementById("tonight");
  var nightV = document.body.dataset.night || ""; // the night's version shown
  var ends = 0; // performance.now() when a running clock reaches 0:00; 0 when it does not run

  function two(n) { return (n < 10 ? "0" : "") + n; }
  function clock(ms) {
    var d = new Date(ms);
    return two(d.getHours()) + ":" + two(d.getMinutes()) + ":" + two(d.getSeconds());
  }

  function say(text) {
    status.textContent = text + " · " + status.dataset.last + " " + clock(heard);
    status.hidden = false;
    roundClock.classList.add("stale"); // not heard from: the clock may be old
  }

  function alive() {
    heard = Date.now();
    got = true;
    status.hidden = true;
    roundClock.classList.remove("stale");
  }

  // countdown is the time left as the table's header writes it: h:mm:ss,
  // m:ss under an hour, rounded up to the second.
  function countdown(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    if (s >= 3600) return Math.floor(s / 3600) + ":" + two(Math.floor(s / 60) % 60) + ":" + two(s % 60);
    return Math.floor(s / 60) + ":" + two(s % 60);
  }

  function tick() {
    var left = ends && document.getElementById("round-left");
    if (left) left.textContent = countdown(ends - performance.now());
  }

  function counting(state, ms) {
    ends = state === "running" ? performance.now() + ms : 0;
    tick();
  }

  // night shows the night's part the server sent (the event "night").
  function night(d) {
    nightV = d.v || nightV;
    roundClock.hidden = !d.on || !d.state;
    roundClock.dataset.state = d.state || "";
    roundClock.classList.toggle("old", !!d.stale); // the server's copy of the clock may be old: its words say since when
    roundClock.innerHTML = d.clock || "";
    tonight.hidden = !d.on;
    document.getElementById("tonight-title").textContent = d.title || "";
    document.getElementById("tonight-body").innerHTML = d.tonight || "";
    counting(d.state, Number(d.left_ms) || 0);
  }

  function close() {
    if (source) source.close();
    source = null;
    if (retry) clearTimeout(retry);
    retry = null;
  }

  function connect() {
    close();
    opened = Date.now();
    got = false;
    source = new EventSource("/events?lang=" + encodeURIComponent(lang) + "&last=" + encodeURIComponent(last) +
      "&night=" + encodeURIComponent(nightV));
    source.addEventListener("state", function (e) {
      main.innerHTML = JSON.parse(e.data).html;
      last = e.lastEventId || last;
      showMine();
      alive();
    });
    source.addEventListener("night", function (e) {
      night(JSON.parse(e.data));
      alive();
    });
    source.addEventListener("beat", alive);
    source.addEventListener("bye", function () { alive(); connect(); });
    source.addEventListener("denied", function () { close(); location.reload(); });
    source.onerror = function () {
      if (!source || source.readyState !== EventSource.CLOSED) {
        say(status.dataset.lost);
        return;
      }
      refused();
    };
  }

  // refused asks the server why it would not give the page a stream (the
  // table is full, this phone has too many pages open, the token is no
  // longer good) and says so, then tries again.
  function refused() {
    close();
    fetch("/events?probe=1&lang=" + encodeURIComponent(lang), { cache: "no-store" }).then(function (r) {
      if (r.status === 401 || r.status === 403) { location.reload(); return null; }
      var wait = Number(r.headers.get("Retry-After")) || 3;
      return r.text().then(function (text) {
        say(r.status === 503 && text ? text.trim() + " " + status.dataset.retry : status.dataset.lost);
        later(wait * 1000);
      });
    }, function () {
      say(status.dataset.lost);
      later(3000);
    });
  }

  function later(ms) {
    if (retry) clearTimeout(retry);
    retry = setTimeout(function () { retry = null; if (visible()) connect(); }, ms);
  }

  function visible() { return document.visibilityState === "visible"; }

  // watch runs every second: a stream that brought nothing within 5 s of
  // being opened is said so; one silent for two heartbeats is replaced.
  function watch() {
    if (!source || !visible()) return;
    var now = Date.now();
    if (!got && now - opened > 5000) say(status.dataset.nostream);
    if (now - Math.max(heard, opened) > 2 * beat) {
      say(status.dataset.lost);
      connect();
    }
  }

  // showMine draws the chosen seat's card large above the table.
  function showMine() {
    var card = seat && main.querySelector('.seat[data-seat="' + seat + '"]');
    mine.textContent = "";
    mine.hidden = !card;
    if (card) {
      var big = card.cloneNode(true);
      big.classList.add("big");
      mine.appendChild(big);
    }
  }

  main.addEventListener("click", function (e) {
    var card = e.target.closest && e.target.closest(".seat");
    if (!card) return;
    var n = Number(card.dataset.seat);
    seat = seat === n ? 0 : n;
    var q = new URLSearchParams(location.search);
    if (seat) q.set("seat", String(seat)); else q.delete("seat");
    history.replaceState(null, "", "?" + q.toString());
    showMine();
  });
  mine.addEventListener("click", function () {
    seat = 0;
    var q = new URLSearchParams(location.search);
    q.delete("seat");
    history.replaceState(null, "", "?" + q.toString());
    showMine();
  });

  // wake keeps the screen on where the phone lets a page ask (a secure
  // context only); elsewhere the page says once how to.
  function wake() {
    if (!window.isSecureContext || !("wakeLock" in navigator)) {
      document.getElementById("awake").hidden = false;
      return;
    }
    if (visible()) navigator.wakeLock.request("screen").catch(function () {});
  }

  document.addEventListener("visibilitychange", function () {
    if (!visible()) { close(); return; } // a hidden tab gives its stream up
    wake();
    connect();
  });
  window.addEventListener("pageshow", function (e) {
    if (e.persisted && visible()) connect();
  });
  setInterval(watch, 1000);
  setInterval(tick, 250);
  counting(roundClock.dataset.state, Number(roundClock.dataset.leftMs) || 0);
  showMine();
  wake();
  if (visible()) connect();
})();
