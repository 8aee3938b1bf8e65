extension PreviewPage {
    /// The page's script: reads the controls into a query, fetches `/api/screen`, draws the
    /// picture with one positioned element per view (`data-view`, `data-frame` from the report),
    /// the issues and the inspector, and lays out again when `/api/events` says the file changed.
    ///
    /// The options live in the page's address, so reloading the page keeps the device, the
    /// orientation and the selected view. `body[data-state]` is `loading`, `ready` or `error`, and
    /// `#stage[data-options]` the query of the layout on show, for tests and scripts to wait on.
    static let script = #"""
        'use strict';
        const $ = (id) => document.getElementById(id);
        const params = new URLSearchParams(location.search);
        const state = {
          device: params.get('device') || '', orientation: params.get('orientation') || '',
          contentSizeCategory: params.get('contentSizeCategory') || '', rtl: params.get('rtl') === '1',
          scene: params.get('scene') || '', overlay: params.has('overlay') ? params.get('overlay') : null,
          view: params.get('view') || '',
        };
        let shown = null;
        let screenSerial = 0, inspectSerial = 0, sheetSerial = 0;

        function layoutQuery() {
          const q = new URLSearchParams();
          for (const key of ['device', 'orientation', 'contentSizeCategory', 'scene']) if (state[key]) q.set(key, state[key]);
          if (state.rtl) q.set('rtl', '1');
          return q;
        }
        function screenQuery() {
          const q = layoutQuery();
          if (state.overlay !== null) q.set('overlay', state.overlay);
          return q;
        }
        function remember() {
          const q = screenQuery();
          if (state.view) q.set('view', state.view);
          const text = q.toString();
          history.replaceState(null, '', text ? '?' + text : location.pathname);
        }
        async function get(url, as) {
          const response = await fetch(url, { cache: 'no-store' });
          if (response.ok) return as === 'text' ? response.text() : response.json();
          const body = await response.json().catch(() => ({}));
          throw new Error(body.error || `${response.status} ${response.statusText}`);
        }
        function element(tag, className, text) {
          const e = document.createElement(tag);
          if (className) e.className = className;
          if (text !== undefined) e.textContent = text;
          return e;
        }
        function showError(message) {
          const box = $('error');
          box.hidden = !message;
          box.textContent = message || '';
        }

        async function refresh() {
          const serial = ++screenSerial;
          const query = screenQuery().toString();
          document.body.dataset.state = 'loading';
          const started = performance.now();
          try {
            const payload = await get('/api/screen?' + query);
            if (serial !== screenSerial) return;
            draw(payload, query, performance.now() - started);
            showError(null);
            document.body.dataset.state = 'ready';
            if (state.view) inspect(state.view);
            if (!$('contact-sheet').hidden) loadSheet();
          } catch (error) {
            if (serial !== screenSerial) return;
            showError(error.message);
            document.body.dataset.state = 'error';
          }
        }

        function draw(payload, query, ms) {
          shown = payload;
          const report = payload.report, width = report.device.width, height = report.device.height;
          $('picture').innerHTML = payload.svg.replace(/^<\?xml[^>]*>\s*/, '');
          const views = $('views');
          views.replaceChildren();
          for (const v of report.views) {
            const f = v.frame, e = element('div', 'view');
            e.dataset.view = v.name;
            if (v.id) e.dataset.id = v.id;
            e.dataset.type = v.type;
            e.dataset.frame = [f.x, f.y, f.width, f.height].join(',');
            Object.assign(e.style, { left: f.x + 'px', top: f.y + 'px', width: f.width + 'px', height: f.height + 'px' });
            if (/guide/i.test(v.type)) e.classList.add('guide');
            if (v.hidden) e.classList.add('hidden');
            if (v.ambiguous) e.classList.add('ambiguous');
            e.title = `${v.name} (${v.type}) ${e.dataset.frame}`;
            e.addEventListener('click', (event) => { event.stopPropagation(); select(v.id || v.name); });
            views.append(e);
          }
          const stage = $('stage');
          stage.style.width = width + 'px';
          stage.style.height = height + 'px';
          stage.dataset.version = payload.version;
          stage.dataset.options = query;
          fit();
          syncControls(payload);
          drawIssues(report);
          $('status').textContent = `${report.device.name}, ${report.device.orientation}, ${width}×${height}`
            + ` · version ${payload.version} · ${Math.round(ms)} ms`;
        }

        function fit() {
          if (!shown) return;
          const width = shown.report.device.width, height = shown.report.device.height;
          const room = Math.max(200, $('canvas').clientWidth - 40), tall = Math.max(300, window.innerHeight - 200);
          const scale = Math.min(1, room / width, tall / height);
          $('stage').style.transform = scale < 1 ? `scale(${scale})` : '';
          const frame = $('device-frame');
          frame.style.width = width * scale + 'px';
          frame.style.height = height * scale + 'px';
        }

        function syncControls(payload) {
          const report = payload.report, device = $('device');
          if (![...device.options].some((o) => o.value === report.device.name)) device.add(new Option(report.device.name, report.device.name));
          device.value = report.device.name;
          $('orientation').value = report.device.orientation;
          $('content-size-category').value = report.traits.contentSizeCategory;
          $('rtl').checked = report.traits.layoutDirection === 'rightToLeft';
          const scene = $('scene');
          scene.replaceChildren(...payload.scenes.map((s) => new Option(s.name, s.id)));
          scene.disabled = payload.scenes.length === 0;
          if (payload.scene) scene.value = payload.scene;
        }

        function highlight(names, on) {
          for (const e of document.querySelectorAll('#views .view')) {
            if (names.includes(e.dataset.view)) e.classList.toggle('highlight', on);
          }
        }
        function constraintItem(text, names, tag) {
          const item = element(tag || 'li', 'constraint', text);
          item.dataset.views = names.join('\n');
          item.addEventListener('mouseenter', () => highlight(names, true));
          item.addEventListener('mouseleave', () => highlight(names, false));
          return item;
        }

        function drawIssues(report) {
          const list = $('issues');
          list.replaceChildren();
          if (report.issues.length === 0) list.append(element('li', 'none', 'No unsatisfiable or ambiguous layout.'));
          for (const issue of report.issues) {
            const item = element('li', 'issue ' + issue.kind);
            item.dataset.kind = issue.kind;
            item.append(element('span', 'kind', issue.kind), document.createTextNode(' '));
            const names = issue.views || [];
            if (issue.kind === 'unsatisfiable') {
              item.append(element('span', 'message', `broke ${issue.broken}`));
            } else {
              item.append(element('span', 'message', issue.message));
            }
            const constraints = element('ul');
            for (const c of issue.constraints) constraints.append(constraintItem(c, names));
            if (issue.constraintsNotListed) {
              constraints.append(element('li', 'more', `and ${issue.constraintsNotListed} more constraints further away`));
            }
            item.append(constraints);
            if (issue.suggestion) item.append(element('div', 'suggestion', 'Suggestion: ' + issue.suggestion));
            item.addEventListener('mouseenter', () => highlight(names, true));
            item.addEventListener('mouseleave', () => highlight(names, false));
            list.append(item);
          }
          for (const warning of report.warnings) list.append(element('li', 'warning', 'warning: ' + warning));
        }

        function select(name) {
          state.view = name;
          remember();
          inspect(name);
        }

        async function inspect(name) {
          const serial = ++inspectSerial, box = $('inspector');
          box.dataset.state = 'loading';
          for (const e of document.querySelectorAll('#views .view')) {
            e.classList.toggle('selected', e.dataset.id === name || (!e.dataset.id && e.dataset.view === name));
          }
          const q = layoutQuery();
          q.set('view', name);
          try {
            const info = await get('/api/inspect?' + q.toString());
            if (serial !== inspectSerial) return;
            drawInspector(info);
            box.dataset.state = 'ready';
            box.dataset.view = info.view.name;
          } catch (error) {
            if (serial !== inspectSerial) return;
            box.replaceChildren(element('p', 'error', error.message));
            box.dataset.state = 'error';
          }
        }

        function drawInspector(info) {
          const v = info.view, f = v.frame, box = $('inspector');
          const list = element('dl');
          function field(label, key, text) {
            const value = element('dd', '', text);
            value.dataset.field = key;
            list.append(element('dt', '', label), value);
          }
          field('Frame', 'frame', `x ${f.x}, y ${f.y}, width ${f.width}, height ${f.height}`);
          const size = v.intrinsicContentSize;
          field('Intrinsic size', 'intrinsic', size ? `${size.width} × ${size.height}` : 'none');
          if (info.contentHuggingPriority) {
            const h = info.contentHuggingPriority, c = info.contentCompressionResistancePriority;
            field('Hugging', 'hugging', `horizontal ${h.horizontal}, vertical ${h.vertical}`);
            field('Compression resistance', 'compression', `horizontal ${c.horizontal}, vertical ${c.vertical}`);
          }
          const parts = [element('h3', '', `${v.name} (${v.type})`), list];
          for (const axis of info.axes) {
            parts.push(element('h4', '', axis.axis === 'horizontal' ? 'Horizontal (x, width)' : 'Vertical (y, height)'));
            const rows = element('ul');
            rows.dataset.axis = axis.axis;
            for (const c of axis.constraints) {
              let status = c.broken ? 'broken' : c.unsatisfiedBy !== null ? `unsatisfied by ${c.unsatisfiedBy}` : 'holds';
              const item = constraintItem(`${c.direct ? '' : 'via '}${c.text} · priority ${c.priority} · ${status}`, c.views);
              item.dataset.priority = c.priority;
              item.dataset.status = c.broken ? 'broken' : c.unsatisfiedBy !== null ? 'unsatisfied' : 'holds';
              if (c.broken) item.classList.add('broken'); else if (c.unsatisfiedBy !== null) item.classList.add('unsatisfied');
              rows.append(item);
            }
            parts.push(rows);
          }
          const explain = element('pre', '', info.explain);
          explain.id = 'explain';
          parts.push(explain);
          box.replaceChildren(...parts);
        }

        async function loadSheet() {
          const serial = ++sheetSerial, q = screenQuery();
          q.delete('device');
          try {
            const svg = await get('/api/sheet?' + q.toString(), 'text');
            if (serial !== sheetSerial) return;
            $('sheet').innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, '');
            $('sheet').dataset.state = 'ready';
          } catch (error) {
            if (serial === sheetSerial) $('sheet').replaceChildren(element('p', 'error', error.message));
          }
        }

        function connect() {
          const live = $('live');
          const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/events`);
          socket.onopen = () => { live.dataset.state = 'live'; live.textContent = 'live'; };
          socket.onmessage = (event) => {
            const message = JSON.parse(event.data);
            if (!shown || message.version !== shown.version || message.error) refresh();
          };
          socket.onclose = () => {
            live.dataset.state = 'offline';
            live.textContent = 'reconnecting…';
            setTimeout(connect, 1000);
          };
        }

        function bind(id, key, read) {
          $(id).addEventListener('change', (event) => { state[key] = read(event.target); remember(); refresh(); });
        }
        bind('device', 'device', (e) => e.value);
        bind('orientation', 'orientation', (e) => e.value);
        bind('content-size-category', 'contentSizeCategory', (e) => e.value);
        bind('rtl', 'rtl', (e) => e.checked);
        bind('scene', 'scene', (e) => e.value);
        const overlayBoxes = [...document.querySelectorAll('#overlays input')];
        const chosen = (state.overlay === null ? 'diagnostics' : state.overlay).split(',');
        for (const box of overlayBoxes) box.checked = chosen.includes(box.value);
        for (const box of overlayBoxes) {
          box.addEventListener('change', () => {
            state.overlay = overlayBoxes.filter((b) => b.checked).map((b) => b.value).join(',') || 'none';
            remember();
            refresh();
          });
        }
        $('contact-sheet-toggle').addEventListener('change', (event) => {
          $('contact-sheet').hidden = !event.target.checked;
          if (event.target.checked) loadSheet();
        });
        $('controls').addEventListener('submit', (event) => event.preventDefault());
        $('stage').addEventListener('click', () => { state.view = ''; remember(); inspectSerial++; highlight([], false);
          for (const e of document.querySelectorAll('#views .view.selected')) e.classList.remove('selected'); });
        window.addEventListener('resize', fit);
        refresh();
        connect();

        """#
}
