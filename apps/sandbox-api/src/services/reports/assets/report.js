/* Embedded report page script (served as /api/embed/assets/report.js; the page has no inline script). */
(function () {
  'use strict';
  // Shown by report.css; should that file never come, the page still shows, unstyled.
  document.body.removeAttribute('hidden');
  var block = document.getElementById('report-data');
  if (!block) return;
  var data = JSON.parse(block.textContent || '{}');
  var DATE = /^\d{4}-\d{2}-\d{2}$/;

  function post(message) {
    message.source = 'seller-report';
    // The page sits in the seller app's frame; messages carry no secret (a height, an expiry notice).
    if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
  }

  function rangeOf(form) {
    if (!form) return data.range || {};
    return {
      from: form.elements.from.value,
      to: form.elements.to.value,
      group: form.elements.group.value,
    };
  }

  function expired(range) {
    post({ type: 'expired', range: range || data.range || {} });
  }

  if (data.expired) {
    expired(data.range);
    return;
  }

  // Height: the app sizes the iframe to the content, so the page never scrolls inside the frame.
  var lastHeight = 0;
  function sendHeight() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'height', height: height });
    }
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(sendHeight).observe(document.body);
  window.addEventListener('load', sendHeight);
  document.addEventListener('toggle', sendHeight, true);
  sendHeight();

  var form = document.querySelector('form.filter');
  // The app keeps the chosen range, so a refreshed address opens the same range.
  post({ type: 'ready', range: data.range || {} });
  var expiresAt = Date.parse(data.expiresAt);
  if (!isNaN(expiresAt)) {
    window.setTimeout(
      function () {
        expired(rangeOf(form));
      },
      Math.max(expiresAt - Date.now(), 0),
    );
  }

  if (form) {
    var error = form.querySelector('.filter-error');
    // In the app's sandboxed frame (no allow-forms) a form never submits and fires no submit
    // event, so the button and Enter apply the range here; the page navigates itself.
    var apply = function (event) {
      var range = rangeOf(form);
      var message = '';
      if (!DATE.test(range.from) || !DATE.test(range.to))
        message = 'Isi tanggal awal dan akhir (YYYY-MM-DD).';
      else if (range.from > range.to) message = 'Tanggal awal tidak boleh setelah tanggal akhir.';
      if (message) {
        event.preventDefault();
        error.textContent = message;
        error.hidden = false;
        sendHeight();
        return;
      }
      event.preventDefault();
      if (!isNaN(expiresAt) && Date.now() >= expiresAt) {
        expired(range);
        return;
      }
      var query = new URLSearchParams(window.location.search);
      query.set('from', range.from);
      query.set('to', range.to);
      query.set('group', range.group);
      window.location.search = query.toString();
    };
    form.addEventListener('submit', apply);
    var button = form.querySelector('button[type="submit"]');
    if (button) button.addEventListener('click', apply);
    form.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && event.target && event.target.tagName !== 'BUTTON') apply(event);
    });
  }

  // The app's money rule (design system formatMoney), copied: this page loads no app code.
  var whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  function rupiah(value) {
    var rounded = Math.round(value);
    return (rounded < 0 ? '-' : '') + 'Rp' + whole.format(Math.abs(rounded));
  }
  var compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
  var plain = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
  function format(value, kind) {
    if (kind === 'money') return rupiah(value);
    if (kind === 'percent') return plain.format(value) + '%';
    return plain.format(value);
  }
  function tick(value, kind) {
    if (kind === 'money') return 'Rp' + compact.format(value);
    if (kind === 'percent') return plain.format(value) + '%';
    return plain.format(value);
  }

  // Series colours start with the theme's brandPrimary and brandAccent (design system tokens).
  var palettes = {
    marketplace: ['#0a58ca', '#f5a524', '#2b8a3e', '#9c36b5', '#d9480f', '#0b7285', '#c2255c'],
    mofasa: ['#a3195b', '#f29f3d', '#2b8a3e', '#0b7285', '#5f3dc4', '#d9480f', '#495057'],
  };
  var main = document.querySelector('main.report');
  var palette = palettes[(main && main.getAttribute('data-theme')) || ''] || palettes.marketplace;
  var Chart = window.Chart;
  if (!Chart) return;
  Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  Chart.defaults.color = '#3b4754';
  Chart.defaults.animation = false;

  (data.charts || []).forEach(function (chart) {
    var canvas = document.getElementById('canvas-' + chart.id);
    if (!canvas) return;
    var shown = chart.series.filter(function (s) {
      return !s.tableOnly;
    });
    var kind = shown.length ? shown[0].kind : 'count';
    var doughnut = chart.type === 'doughnut';
    var datasets = shown.map(function (s, i) {
      var color = palette[i % palette.length];
      return {
        label: s.label,
        data: s.data,
        backgroundColor: doughnut
          ? chart.labels.map(function (_, j) {
              return palette[j % palette.length];
            })
          : color,
        borderColor: doughnut ? '#ffffff' : color,
        borderWidth: chart.type === 'line' ? 2 : 1,
        pointRadius: chart.labels.length > 40 ? 0 : 2,
        kind: s.kind,
      };
    });
    var valueAxis = chart.horizontal ? 'x' : 'y';
    var scales = {};
    if (!doughnut) {
      scales[valueAxis] = {
        beginAtZero: true,
        ticks: {
          callback: function (v) {
            return tick(v, kind);
          },
        },
      };
      scales[valueAxis === 'x' ? 'y' : 'x'] = {
        ticks: {
          autoSkip: true,
          callback: function (v) {
            var label = String(this.getLabelForValue(v));
            return label.length > 24 ? label.slice(0, 23) + '…' : label;
          },
        },
      };
    }
    new Chart(canvas, {
      type: chart.type,
      data: { labels: chart.labels, datasets: datasets },
      options: {
        indexAxis: chart.horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        scales: scales,
        plugins: {
          legend: { display: doughnut || datasets.length > 1, position: 'bottom' },
          tooltip: {
            callbacks: {
              label: function (item) {
                return item.dataset.label + ': ' + format(item.raw, item.dataset.kind);
              },
            },
          },
        },
      },
    });
  });
  sendHeight();
})();
