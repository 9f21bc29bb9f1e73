<?php
/**
 * Plugin Name:       Forms Engine
 * Description:       Embeds Forms Engine lead forms: inline, or as a popup, slider, popover, side tab or full page that opens on a click, on load, on exit intent, after some seconds or after scrolling. A block and the [forms_engine] shortcode.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       forms-engine
 *
 * @package FormsEngine
 */

// Outputs the same loader tag (embed.js with data attributes) a plain HTML page uses; every option is checked here,
// so nothing a shortcode's author types reaches the page unescaped.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const FORMS_ENGINE_MODES    = array( 'inline', 'popup', 'slider', 'popover', 'sidetab', 'fullpage' );
const FORMS_ENGINE_TRIGGERS = array( 'click', 'load', 'exit', 'time', 'scroll' );

/**
 * The Forms Engine address from Settings → General (e.g. https://forms.example.com), without a trailing slash.
 */
function forms_engine_default_host() {
	return untrailingslashit( (string) get_option( 'forms_engine_host', '' ) );
}

/**
 * A yes/no option: true, 1, yes and on mean yes.
 *
 * @param mixed $value The option as given.
 */
function forms_engine_flag( $value ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	return in_array( strtolower( trim( (string) $value ) ), array( '1', 'true', 'yes', 'on' ), true );
}

/**
 * A non-negative number as text, or null for anything else.
 *
 * @param mixed $value The option as given.
 */
function forms_engine_count( $value ) {
	if ( '' === $value || null === $value || ! is_numeric( $value ) || (float) $value < 0 ) {
		return null;
	}
	return (string) ( 0 + $value );
}

/**
 * The HTML for one form: the loader tag, and for a dialog opened by a click without a target of the page's own,
 * the button that opens it. An error note (visible to editors only) when the options cannot work.
 *
 * @param array $options id, host, mode, trigger, target, delay, scroll, show_once, hide_after_submit, close_after,
 *                       position, button, color, title, language, hidden.
 */
function forms_engine_embed_html( array $options ) {
	$id   = absint( $options['id'] ?? 0 );
	$host = untrailingslashit( esc_url_raw( (string) ( $options['host'] ?? '' ) ) );
	if ( '' === $host ) {
		$host = forms_engine_default_host();
	}
	if ( $id < 1 || ! preg_match( '#^https?://#i', $host ) ) {
		return current_user_can( 'edit_posts' )
			? '<p class="forms-engine-error">' . esc_html__( 'Forms Engine: set the form id and the Forms Engine address (Settings → General, or host="https://…").', 'forms-engine' ) . '</p>'
			: '';
	}
	$mode    = in_array( $options['mode'] ?? 'inline', FORMS_ENGINE_MODES, true ) ? ( $options['mode'] ?? 'inline' ) : 'inline';
	$trigger = in_array( $options['trigger'] ?? '', FORMS_ENGINE_TRIGGERS, true ) ? $options['trigger'] : '';
	$target  = trim( (string) ( $options['target'] ?? '' ) );
	$title   = trim( (string) ( $options['title'] ?? '' ) );
	$button  = trim( (string) ( $options['button'] ?? '' ) );

	$attrs = array(
		'src'       => $host . '/embed.js',
		'data-form' => (string) $id,
	);
	$html  = '';
	if ( 'inline' !== $mode ) {
		$attrs['data-mode'] = $mode;
		$launcher           = in_array( $mode, array( 'popover', 'sidetab' ), true );
		// A click needs something to click: without a target of the page's own, a button here opens the form.
		if ( ! $launcher && '' === $target && ( '' === $trigger || 'click' === $trigger ) ) {
			$button_id = wp_unique_id( 'forms-engine-open-' );
			$label     = '' !== $button ? $button : ( '' !== $title ? $title : __( 'Open form', 'forms-engine' ) );
			$html     .= '<button type="button" class="forms-engine-button wp-element-button" id="' . esc_attr( $button_id ) . '">' . esc_html( $label ) . '</button>';
			$target    = '#' . $button_id;
			$trigger   = 'click';
		}
		if ( '' !== $trigger ) {
			$attrs['data-trigger'] = $trigger;
		}
		if ( '' !== $target ) {
			$attrs['data-target'] = $target;
		}
		foreach ( array( 'delay', 'scroll', 'close_after' ) as $name ) {
			$number = forms_engine_count( $options[ $name ] ?? null );
			if ( null !== $number ) {
				$attrs[ 'data-' . str_replace( '_', '-', $name ) ] = $number;
			}
		}
		foreach ( array( 'show_once', 'hide_after_submit' ) as $name ) {
			if ( forms_engine_flag( $options[ $name ] ?? false ) ) {
				$attrs[ 'data-' . str_replace( '_', '-', $name ) ] = '';
			}
		}
		if ( 'left' === ( $options['position'] ?? '' ) ) {
			$attrs['data-position'] = 'left';
		}
		if ( $launcher && '' !== $button ) {
			$attrs['data-button'] = $button;
		}
		$color = sanitize_hex_color( (string) ( $options['color'] ?? '' ) );
		if ( $color ) {
			$attrs['data-color'] = $color;
		}
	}
	if ( '' !== $title ) {
		$attrs['data-title'] = $title;
	}
	if ( in_array( $options['language'] ?? '', array( 'en', 'de' ), true ) ) {
		$attrs['data-language'] = $options['language'];
	}
	$hidden = trim( (string) ( $options['hidden'] ?? '' ) );
	if ( '' !== $hidden ) {
		$attrs['data-hidden'] = $hidden;
	}

	$tag = '<script';
	foreach ( $attrs as $name => $value ) {
		$tag .= ' ' . $name . ( '' === $value ? '' : '="' . ( 'src' === $name ? esc_url( $value ) : esc_attr( $value ) ) . '"' );
	}
	return $html . $tag . '></script>';
}

/**
 * [forms_engine id=12 mode=popup trigger=exit show_once=1 host="https://forms.example.com"]
 *
 * @param array|string $atts The shortcode's attributes.
 */
function forms_engine_shortcode( $atts ) {
	$atts = shortcode_atts(
		array(
			'id'                => 0,
			'host'              => '',
			'mode'              => 'inline',
			'trigger'           => '',
			'target'            => '',
			'delay'             => '',
			'scroll'            => '',
			'show_once'         => '',
			'hide_after_submit' => '',
			'close_after'       => '',
			'position'          => '',
			'button'            => '',
			'color'             => '',
			'title'             => '',
			'language'          => '',
			'hidden'            => '',
		),
		$atts,
		'forms_engine'
	);
	return forms_engine_embed_html( $atts );
}

/**
 * The block's output on the page (a dynamic block: the editor stores only its attributes).
 *
 * @param array $attributes The block's attributes (block.json).
 */
function forms_engine_render_block( $attributes ) {
	return forms_engine_embed_html(
		array(
			'id'                => $attributes['formId'] ?? 0,
			'host'              => $attributes['host'] ?? '',
			'mode'              => $attributes['mode'] ?? 'inline',
			'trigger'           => $attributes['trigger'] ?? '',
			'delay'             => $attributes['delay'] ?? '',
			'scroll'            => $attributes['scroll'] ?? '',
			'show_once'         => $attributes['showOnce'] ?? false,
			'hide_after_submit' => $attributes['hideAfterSubmit'] ?? false,
			'close_after'       => $attributes['closeAfter'] ?? '',
			'position'          => $attributes['position'] ?? '',
			'button'            => $attributes['button'] ?? '',
			'title'             => $attributes['title'] ?? '',
		)
	);
}

/** The Forms Engine address, once for every form on the site (Settings → General). */
function forms_engine_register_setting() {
	register_setting(
		'general',
		'forms_engine_host',
		array(
			'type'              => 'string',
			'sanitize_callback' => 'esc_url_raw',
			'default'           => '',
		)
	);
	add_settings_field(
		'forms_engine_host',
		__( 'Forms Engine address', 'forms-engine' ),
		function () {
			printf(
				'<input type="url" id="forms_engine_host" name="forms_engine_host" value="%s" class="regular-text" placeholder="https://forms.example.com"><p class="description">%s</p>',
				esc_attr( (string) get_option( 'forms_engine_host', '' ) ),
				esc_html__( 'Where your forms are served from; a block or shortcode may name another.', 'forms-engine' )
			);
		},
		'general',
		'default',
		array( 'label_for' => 'forms_engine_host' )
	);
}

add_shortcode( 'forms_engine', 'forms_engine_shortcode' );
add_action( 'admin_init', 'forms_engine_register_setting' );
add_action(
	'init',
	function () {
		register_block_type( __DIR__ . '/block', array( 'render_callback' => 'forms_engine_render_block' ) );
	}
);
