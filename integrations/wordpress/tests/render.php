<?php
// Renders the plugin's shortcode and block outside WordPress, for integrations/wordpress/render.test.ts: the few
// WordPress functions the plugin calls are stood in for here (with WordPress's escaping rules), the cases arrive as
// JSON on standard input and the HTML goes out as JSON, one string per case.

define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['fe_options']       = array();
$GLOBALS['fe_shortcodes']    = array();
$GLOBALS['fe_blocks']        = array();
$GLOBALS['fe_actions']       = array();
$GLOBALS['fe_can_edit']      = false;
$GLOBALS['fe_unique']        = 0;

function add_shortcode( $tag, $callback ) { $GLOBALS['fe_shortcodes'][ $tag ] = $callback; }
function add_action( $hook, $callback ) { $GLOBALS['fe_actions'][ $hook ][] = $callback; }
function register_block_type( $dir, $args ) {
	$meta = json_decode( file_get_contents( $dir . '/block.json' ), true );
	$GLOBALS['fe_blocks'][ $meta['name'] ] = array( 'meta' => $meta, 'args' => $args );
}
function register_setting( $group, $name, $args ) {}
function add_settings_field( ...$args ) {}
function get_option( $name, $default = false ) { return $GLOBALS['fe_options'][ $name ] ?? $default; }
function current_user_can( $capability ) { return $GLOBALS['fe_can_edit']; }
function wp_unique_id( $prefix = '' ) { return $prefix . ( ++$GLOBALS['fe_unique'] ); }
function __( $text, $domain = 'default' ) { return $text; }
function esc_html__( $text, $domain = 'default' ) { return esc_html( $text ); }
function esc_html( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' ); }
function esc_attr( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' ); }
function absint( $value ) { return abs( (int) $value ); }
function untrailingslashit( $value ) { return rtrim( $value, '/\\' ); }
function sanitize_hex_color( $color ) { return preg_match( '|^#([A-Fa-f0-9]{3}){1,2}$|', $color ) ? $color : null; }
/** As WordPress's: only http(s) addresses survive; characters outside a URL's are dropped. */
function esc_url_raw( $url ) {
	$url = preg_replace( '|[^a-z0-9-~+_.?#=!&;,/:%@$\|*\'()\[\]\\x80-\\xff]|i', '', trim( (string) $url ) );
	return preg_match( '#^https?://#i', $url ) ? $url : '';
}
function esc_url( $url ) { return htmlspecialchars( esc_url_raw( $url ), ENT_QUOTES, 'UTF-8' ); }
function shortcode_atts( $pairs, $atts, $shortcode = '' ) {
	$atts = (array) $atts;
	$out  = array();
	foreach ( $pairs as $name => $default ) {
		$out[ $name ] = array_key_exists( $name, $atts ) ? $atts[ $name ] : $default;
	}
	return $out;
}

require __DIR__ . '/../forms-engine/forms-engine.php';
foreach ( $GLOBALS['fe_actions']['init'] ?? array() as $init ) {
	$init();
}

$cases = json_decode( stream_get_contents( STDIN ), true );
$out   = array();
foreach ( $cases as $case ) {
	$GLOBALS['fe_options']  = $case['options'] ?? array();
	$GLOBALS['fe_can_edit'] = $case['canEdit'] ?? false;
	if ( isset( $case['shortcode'] ) ) {
		$out[] = call_user_func( $GLOBALS['fe_shortcodes']['forms_engine'], $case['shortcode'] );
	} else {
		$block = $GLOBALS['fe_blocks']['forms-engine/form'];
		// WordPress fills in the defaults block.json declares before it renders.
		$attributes = $case['block'];
		foreach ( $block['meta']['attributes'] as $name => $spec ) {
			if ( ! array_key_exists( $name, $attributes ) && array_key_exists( 'default', $spec ) ) {
				$attributes[ $name ] = $spec['default'];
			}
		}
		$out[] = call_user_func( $block['args']['render_callback'], $attributes );
	}
}
echo json_encode( $out );
