// The week in the reader's browser, on Korea's clock whatever the browser's time zone: marks
// today, shows the next start of each category from the page's own data, and keeps the
// homework board's check marks until the game's reset clears them (daily at 06:00 KST, weekly
// on Wednesday at 06:00 KST; the same rule as Planning/GameResets.swift). Without JavaScript
// the pages are complete static schedules; this only adds.
(() => {
  const hour = 3600 * 1000, day = 24 * hour;
  // 06:00 KST is 21:00 UTC the day before: a game day is [21:00 UTC, 21:00 UTC).
  const gameDay = (t) => Math.floor((t + 3 * hour) / day);
  const dayStart = (t) => gameDay(t) * day - 3 * hour;
  // Day 0 (1970-01-01) was a Thursday; Wednesday is 6 days after any Thursday.
  const weekStart = (t) => (gameDay(t) - (((gameDay(t) - 6) % 7) + 7) % 7) * day - 3 * hour;
  const resetStart = (kind, t) => (kind === "weekly" ? weekStart(t) : dayStart(t));
  const kst = (t) => new Date(t + 9 * hour);

  function markToday(now) {
    const today = kst(now).toISOString().slice(0, 10);
    document.querySelectorAll("[data-day]").forEach((element) => {
      const isToday = element.dataset.day === today;
      element.classList.toggle("today", isToday);
      if (isToday) element.setAttribute("aria-current", "date");
      else element.removeAttribute("aria-current");
    });
  }

  function showNext(now) {
    document.querySelectorAll(".week-glance").forEach((glance) => {
      const weekdays = (glance.dataset.weekdays || "").split(" ");
      const list = glance.querySelector(".next-up");
      // A calendar of a week that is over says so (the build may have said it already).
      const over = glance.dataset.ends && Number(glance.dataset.ends) * 1000 <= now;
      const past = glance.querySelector(".week-past");
      if (past && over) past.hidden = false;
      if (!list || over) return;
      list.querySelectorAll("li[data-starts]").forEach((item) => {
        const next = item.dataset.starts.split(" ").map(Number).filter((s) => s * 1000 > now).sort((a, b) => a - b)[0];
        if (next === undefined) return; // the template's words say there is none this week
        const at = kst(next * 1000);
        const two = (n) => String(n).padStart(2, "0");
        item.querySelector(".next-time").textContent =
          `${at.getUTCMonth() + 1}/${at.getUTCDate()} (${weekdays[at.getUTCDay()] || ""}) ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
      });
      list.hidden = false;
    });
  }

  // Keys carry the page's folder, so two sites on one host (GitHub Pages project sites share
  // an origin) keep their own marks.
  const prefix = "loas:" + location.pathname.replace(/[^/]*$/, "") + ":";
  function restoreChecks(now) {
    document.querySelectorAll("input[data-task]").forEach((box) => {
      const key = prefix + box.dataset.task;
      let checkedAt = null;
      try { checkedAt = Number(JSON.parse(localStorage.getItem(key) || "null")?.t) || null; } catch { checkedAt = null; }
      const kept = checkedAt !== null && checkedAt >= resetStart(box.dataset.reset, now);
      if (!kept && checkedAt !== null) localStorage.removeItem(key);
      box.checked = kept;
    });
  }

  function remember(box) {
    const key = prefix + box.dataset.task;
    try {
      if (box.checked) localStorage.setItem(key, JSON.stringify({ t: Date.now() }));
      else localStorage.removeItem(key);
    } catch { /* storage off (private mode): the box works for this visit only */ }
  }

  // The homework board's ledger: the ticked raids' gold, less the bonus loot bought, summed
  // for each character, account and the whole board; what is not ticked yet remains. Bonus
  // loot is paid from the raid's bound gold first, then from its tradable gold.
  function ledger() {
    const format = (n) => Math.round(n).toLocaleString("en-US");
    document.querySelectorAll("[data-ledger]").forEach((scope) => {
      let earned = 0, bound = 0, remaining = 0;
      scope.querySelectorAll("input[data-gold]").forEach((box) => {
        const gold = Number(box.dataset.gold) || 0, boxBound = Number(box.dataset.bound) || 0;
        if (!box.checked) { remaining += gold; return; }
        const bonusBox = box.closest("li")?.querySelector("input[data-bonus]");
        const bonus = bonusBox?.checked ? Number(bonusBox.dataset.bonus) || 0 : 0;
        earned += gold - bonus;
        bound += boxBound - Math.min(boxBound, bonus);
      });
      const sums = { earned, "earned-bound": bound, "earned-tradable": earned - bound, remaining };
      scope.querySelectorAll("[data-sum]").forEach((element) => {
        if (element.closest("[data-ledger]") === scope) element.textContent = format(sums[element.dataset.sum] ?? 0);
      });
      scope.querySelectorAll(".ledger-sum").forEach((element) => {
        if (element.closest("[data-ledger]") === scope) element.hidden = false;
      });
    });
  }

  document.addEventListener("change", (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.dataset.task) return;
    remember(box);
    // Bonus loot is bought in a cleared raid: ticking it ticks the raid, and the other way.
    const item = box.closest("li");
    const raid = item?.querySelector("input[data-gold]"), bonus = item?.querySelector("input[data-bonus]");
    if (raid && bonus && box === bonus && bonus.checked && !raid.checked) { raid.checked = true; remember(raid); }
    if (raid && bonus && box === raid && !raid.checked && bonus.checked) { bonus.checked = false; remember(bonus); }
    ledger();
  });

  function refresh() {
    const now = Date.now();
    markToday(now);
    showNext(now);
    try { restoreChecks(now); } catch { /* storage off */ }
    ledger();
  }
  refresh();
  // A page left open across a reset clears its marks and moves "next" on.
  setInterval(refresh, 60 * 1000);
})();
