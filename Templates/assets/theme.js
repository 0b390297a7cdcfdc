// The menu's theme switch: the system's scheme, light or dark, remembered in this browser
// ("loas-theme" in localStorage). The line in every page's head applies the choice before
// the first paint; this keeps the switch, the page and the other open pages in step.
(() => {
  const select = document.getElementById('theme-switch');
  if (!select) return;
  const html = document.documentElement;
  const known = (value) => (value === 'light' || value === 'dark' ? value : 'system');
  select.value = known(html.dataset.theme);
  select.addEventListener('change', () => {
    html.dataset.theme = known(select.value);
    try {
      if (html.dataset.theme === 'system') localStorage.removeItem('loas-theme');
      else localStorage.setItem('loas-theme', html.dataset.theme);
    } catch (e) {
      // Storage refused (a private window's settings): the choice holds for this page only.
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== 'loas-theme') return;
    html.dataset.theme = known(event.newValue);
    select.value = html.dataset.theme;
  });
})();
