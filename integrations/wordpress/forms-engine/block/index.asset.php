<?php
// What the block's editor script needs loaded before it (WordPress reads this beside index.js).
return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n' ),
	'version'      => '0.1.0',
);
