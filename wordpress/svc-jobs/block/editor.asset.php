<?php
// The editor script's WordPress globals (no build step: it is plain JavaScript).
return array(
	'dependencies' => array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-server-side-render' ),
	'version'      => '1.0.0',
);
