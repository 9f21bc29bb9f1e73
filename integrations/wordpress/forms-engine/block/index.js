// The block's editor side: its settings in the sidebar and a placeholder in the content (the page itself gets the
// loader tag from the server's render callback, so the editor runs no form).
((wp) => {
  const { registerBlockType } = wp.blocks;
  const { createElement: h, Fragment } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, Placeholder, SelectControl, TextControl, ToggleControl } = wp.components;
  const { __ } = wp.i18n;

  const MODES = [
    ['inline', __('Inline', 'forms-engine')],
    ['popup', __('Popup', 'forms-engine')],
    ['slider', __('Slider', 'forms-engine')],
    ['popover', __('Popover (corner button)', 'forms-engine')],
    ['sidetab', __('Side tab', 'forms-engine')],
    ['fullpage', __('Full page', 'forms-engine')],
  ];
  const TRIGGERS = [
    ['', __('At once (a button for a popup, slider or full page)', 'forms-engine')],
    ['load', __('When the page has loaded', 'forms-engine')],
    ['exit', __('On exit intent (desktop)', 'forms-engine')],
    ['time', __('After some seconds', 'forms-engine')],
    ['scroll', __('After scrolling', 'forms-engine')],
  ];
  const options = (list) => list.map(([value, label]) => ({ value, label }));
  const number = (value) => (value === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

  registerBlockType('forms-engine/form', {
    edit({ attributes: a, setAttributes: set }) {
      const dialog = a.mode !== 'inline';
      return h(
        Fragment,
        null,
        h(
          InspectorControls,
          null,
          h(
            PanelBody,
            { title: __('Form', 'forms-engine') },
            h(TextControl, {
              label: __('Form id', 'forms-engine'),
              type: 'number',
              value: a.formId ?? '',
              onChange: (v) => set({ formId: number(v) }),
            }),
            h(TextControl, {
              label: __('Forms Engine address (empty: the one in Settings → General)', 'forms-engine'),
              type: 'url',
              value: a.host,
              onChange: (v) => set({ host: v }),
            }),
            h(TextControl, {
              label: __('Title (for screen readers)', 'forms-engine'),
              value: a.title,
              onChange: (v) => set({ title: v }),
            }),
            h(SelectControl, {
              label: __('Show it', 'forms-engine'),
              value: a.mode,
              options: options(MODES),
              onChange: (v) => set({ mode: v }),
            }),
          ),
          dialog &&
            h(
              PanelBody,
              { title: __('Opening', 'forms-engine') },
              h(SelectControl, {
                label: __('Open', 'forms-engine'),
                value: a.trigger,
                options: options(TRIGGERS),
                onChange: (v) => set({ trigger: v }),
              }),
              a.trigger === 'time' &&
                h(TextControl, {
                  label: __('Seconds', 'forms-engine'),
                  type: 'number',
                  value: a.delay ?? '',
                  onChange: (v) => set({ delay: number(v) }),
                }),
              a.trigger === 'scroll' &&
                h(TextControl, {
                  label: __('Percent of the page scrolled', 'forms-engine'),
                  type: 'number',
                  value: a.scroll ?? '',
                  onChange: (v) => set({ scroll: number(v) }),
                }),
              h(TextControl, {
                label: __('Button text', 'forms-engine'),
                value: a.button,
                onChange: (v) => set({ button: v }),
              }),
              h(SelectControl, {
                label: __('Side', 'forms-engine'),
                value: a.position,
                options: options([
                  ['right', __('Right', 'forms-engine')],
                  ['left', __('Left', 'forms-engine')],
                ]),
                onChange: (v) => set({ position: v }),
              }),
              h(ToggleControl, {
                label: __('Open by itself once per visitor', 'forms-engine'),
                checked: a.showOnce,
                onChange: (v) => set({ showOnce: v }),
              }),
              h(ToggleControl, {
                label: __('Not again after a submission', 'forms-engine'),
                checked: a.hideAfterSubmit,
                onChange: (v) => set({ hideAfterSubmit: v }),
              }),
              h(TextControl, {
                label: __('Close this many seconds after a submission (empty: stay open)', 'forms-engine'),
                type: 'number',
                value: a.closeAfter ?? '',
                onChange: (v) => set({ closeAfter: number(v) }),
              }),
            ),
        ),
        h(
          'div',
          useBlockProps(),
          h(Placeholder, {
            icon: 'feedback',
            label: __('Forms Engine form', 'forms-engine'),
            instructions: a.formId
              ? `#${a.formId} · ${(MODES.find(([m]) => m === a.mode) ?? MODES[0])[1]}`
              : __('Enter the form id in the block settings.', 'forms-engine'),
          }),
        ),
      );
    },
    save: () => null,
  });
})(window.wp);
