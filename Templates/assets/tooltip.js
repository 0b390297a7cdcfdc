// A sheet's tooltips open over the sheet, in place: the page and its address stay, Escape or
// a tap outside closes, and focus goes back to the link. The tooltips are data the build
// wrote beside the tooltip page (tooltips/NAME.js), loaded by a script tag on first use:
// that works opened from disk, where fetch() of a local file does not. Without JavaScript,
// with a modified click, or when the data cannot load, the link goes to the tooltip page.
(function () {
  "use strict";
  var sheet = document.querySelector("[data-tooltips]");
  var dialog = document.getElementById("tt-dialog");
  if (!sheet || !dialog || typeof dialog.showModal !== "function") return;
  var title = document.getElementById("tt-dialog-title");
  var body = document.getElementById("tt-dialog-body");
  var page = document.getElementById("tt-dialog-page");
  var opener = null;
  var waiting = null;

  // Calls done(true) once window.loasTooltips is there, done(false) if it cannot be loaded
  // (a later click tries again).
  function load(done) {
    if (window.loasTooltips) return done(true);
    if (waiting) return waiting.push(done);
    waiting = [done];
    var script = document.createElement("script");
    function finish() {
      var callbacks = waiting;
      waiting = null;
      script.remove();
      callbacks.forEach(function (callback) { callback(!!window.loasTooltips); });
    }
    script.onload = finish;
    script.onerror = finish;
    script.src = sheet.getAttribute("data-tooltips");
    document.head.appendChild(script);
  }

  function open(link, tooltip) {
    opener = link;
    title.textContent = tooltip.title;
    // The same tooltip on its own page, to keep or share.
    if (page) page.setAttribute("href", link.getAttribute("href"));
    // The body is a fragment LOAS's renderer wrote at build time, every API string escaped,
    // the same markup the tooltip page shows.
    body.innerHTML = tooltip.body;
    dialog.showModal();
    dialog.scrollTop = 0;
  }

  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target instanceof Element ? event.target.closest("a.tt-link") : null;
    if (!link) return;
    var id = decodeURIComponent(link.hash.slice(1));
    event.preventDefault();
    load(function (loaded) {
      var tooltip = loaded && Object.prototype.hasOwnProperty.call(window.loasTooltips, id) ? window.loasTooltips[id] : null;
      if (tooltip) open(link, tooltip);
      else window.location.href = link.href;
    });
  });

  // A tap outside the box lands on its backdrop, which is the dialog element itself.
  dialog.addEventListener("click", function (event) {
    if (event.target !== dialog) return;
    var box = dialog.getBoundingClientRect();
    var inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });

  dialog.addEventListener("close", function () {
    body.textContent = "";
    if (opener) opener.focus();
    opener = null;
  });
})();
