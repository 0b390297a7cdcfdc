// The market page's auction calculator: for a market price and a party size, the highest
// bid that still pays when the item is used or resold. The winning bid is split among the
// other N - 1 players, so a bid B leaves the winner P - B and everyone else B / (N - 1);
// the two are equal at B = P (N - 1) / N. Reselling nets 95% of P (the 5% market fee).
// Gold is whole: every figure is rounded down, in integers so no float error creeps in.
// Plain script, no modules: it works from file://. The page holds every word; this only
// writes numbers.
(() => {
  const figures = (price, party) => {
    const others = party - 1;
    const net = Math.floor((price * 95) / 100);
    const resell = Math.floor((price * 95 * others) / (100 * party));
    return {
      price, party, others, net, resell,
      use: Math.floor((price * others) / party),
      share: Math.floor(resell / others),
    };
  };
  const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

  function update() {
    const price = Math.floor(Number(document.getElementById("calc-price").value));
    const party = Math.floor(Number(document.getElementById("calc-party").value));
    const valid = Number.isFinite(price) && price >= 0 && price <= 1e12 && Number.isFinite(party) && party >= 2 && party <= 30;
    const f = valid ? figures(price, party) : null;
    for (const name of ["use", "net", "resell", "share"]) {
      document.getElementById("calc-" + name).textContent = f ? grouped(f[name]) : "–";
    }
    document.querySelectorAll("[data-calc]").forEach((span) => {
      span.textContent = f ? grouped(f[span.dataset.calc]) : "–";
    });
  }

  function start() {
    const form = document.querySelector(".calc-form");
    if (!form) return;
    form.addEventListener("input", update);
    form.addEventListener("submit", (event) => event.preventDefault());
    update();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
