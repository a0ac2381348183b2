// The block in the editor: a preview rendered by the server (the board the page will send,
// made live by embed.js) and a sidebar drawn from the plugin's options.json (window.svcJobsBlock,
// written by the plugin): a select for an option with values, a switch for a flag or an option
// with one value (storage: none), a text field otherwise. WordPress's globals only: no build step.
(function (wp, data) {
  const el = wp.element.createElement;
  const __ = wp.i18n.__;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl } = wp.components;
  const ServerSideRender = wp.serverSideRender;

  /** The control of one option, by what options.json says of it. */
  function control(option, attributes, setAttributes) {
    const name = option.name;
    const set = (value) => setAttributes({ [name]: value === '' ? undefined : value });
    if (option.flag)
      return el(ToggleControl, { key: name, label: name, checked: !!attributes[name], onChange: (on) => setAttributes({ [name]: on }) });
    if (option.values && option.values.length === 1)
      return el(ToggleControl, {
        key: name,
        label: `${name}: ${option.values[0]}`,
        checked: attributes[name] === option.values[0],
        onChange: (on) => set(on ? option.values[0] : ''),
      });
    if (option.values)
      return el(SelectControl, {
        key: name,
        label: name,
        value: attributes[name] || '',
        options: [{ label: __('(not set)', 'svc-jobs'), value: '' }].concat(option.values.map((v) => ({ label: v, value: v }))),
        onChange: set,
      });
    return el(TextControl, {
      key: name,
      label: name,
      type: option.number ? 'number' : 'text',
      value: attributes[name] || '',
      onChange: set,
    });
  }

  function Edit(props) {
    const { attributes, setAttributes } = props;
    const org = el(TextControl, {
      label: 'org',
      help: __('Leave empty for the default org of Settings → Careers board.', 'svc-jobs'),
      placeholder: data.defaultOrg,
      value: attributes.org,
      onChange: (value) => setAttributes({ org: value }),
    });
    const panel = el(
      PanelBody,
      { title: __('Board', 'svc-jobs') },
      [org].concat(data.options.map((option) => control(option, attributes, setAttributes))),
    );
    return el('div', useBlockProps(), el(InspectorControls, null, panel), el(ServerSideRender, { block: 'svc-jobs/board', attributes }));
  }

  wp.blocks.registerBlockType('svc-jobs/board', { edit: Edit, save: () => null });
})(window.wp, window.svcJobsBlock);
