// Deleting the plugin on a WordPress network (multisite): its uninstall.php removes the settings and
// the kept boards of every site, and nothing of anyone else's. A real WordPress in Playground's CLI
// (e2e/wordpress-site.ts runBlueprint), made a network the way `wp core multisite-convert` makes one
// (WordPress's own install_network and populate_network), with the plugin installed from the zip a
// site owner gets and deleted through WordPress's delete_plugins, as the network admin's Delete does.
import { describe, expect, it } from 'vitest';
import { pluginZip } from '../../scripts/wordpress-plugin.ts';
import { runBlueprint } from '../../e2e/wordpress-site.ts';

const PLUGIN = 'svc-jobs/svc-jobs.php';
// runPHP's requests come to Playground's default host, example.com (port 443, which WordPress drops).
const DOMAIN = 'example.com';

/** Names the network's tables (a single site does not know them), then creates them and the network. */
const makeNetwork = `<?php
define( 'WP_INSTALLING_NETWORK', true );
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/network.php';
foreach ( $wpdb->tables( 'ms_global' ) as $table => $name ) {
  $wpdb->$table = $name;
}
install_network();
$made = populate_network( 1, '${DOMAIN}', 'admin@${DOMAIN}', 'Network', '/', false );
file_put_contents( '/out/network.txt', is_wp_error( $made ) ? $made->get_error_message() : 'made' );`;

/** Each site's options of this plugin and of another one, by site path (the test's view of the tables). */
const stored = `function stored() {
  global $wpdb;
  $state = array();
  foreach ( get_sites( array( 'number' => 0 ) ) as $site ) {
    switch_to_blog( (int) $site->blog_id );
    $state[ $site->path ] = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%svc\\\\_jobs%' OR option_name LIKE '%other\\\\_plugin%' ORDER BY option_name" );
    restore_current_blog();
  }
  return $state;
}`;

/**
 * The plugin active on the whole network, and two more sites. A request of its own: after creating a
 * site WordPress counts the rest of the request as installing, and keeps transients only in memory.
 */
const makeSites = `<?php
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin( '${PLUGIN}', '', true );
$sites     = array( wpmu_create_blog( '${DOMAIN}', '/lisbon/', 'Lisbon', 1 ), wpmu_create_blog( '${DOMAIN}', '/berlin/', 'Berlin', 1 ) );
file_put_contents( '/out/sites.json', json_encode( array( 'activated' => is_wp_error( $activated ) ? $activated->get_error_message() : true, 'sites' => $sites ) ) );`;

/** Each site with the plugin's settings and a kept board, and another plugin's option and transient. */
const useTheSites = `<?php
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
${stored}
foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $id ) {
  switch_to_blog( $id );
  update_option( SVC_JOBS_URL_OPTION, 'https://jobs.example.com' );
  update_option( SVC_JOBS_ORG_OPTION, 'acme' );
  svc_jobs_keep( svc_jobs_transient( 'https://jobs.example.com/acme/embed.html?site=' . $id ), array( 'html' => '<div data-svc-jobs="acme"></div>' ), WEEK_IN_SECONDS );
  update_option( 'other_plugin_setting', 'theirs' );
  set_transient( 'other_plugin_cache', 'theirs', DAY_IN_SECONDS );
  restore_current_blog();
}
deactivate_plugins( '${PLUGIN}', false, true );
file_put_contents( '/out/before.json', json_encode( stored() ) );`;

/** What the network admin's Delete runs, in a request of its own (the plugin is no longer loaded). */
const deleteThePlugin = `<?php
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
${stored}
$deleted = delete_plugins( array( '${PLUGIN}' ) );
file_put_contents( '/out/after.json', json_encode( array(
  'deleted' => is_wp_error( $deleted ) ? $deleted->get_error_message() : $deleted,
  'files'   => file_exists( WP_PLUGIN_DIR . '/svc-jobs' ),
  'stored'  => stored(),
) ) );`;

const theirs = ['_transient_other_plugin_cache', '_transient_timeout_other_plugin_cache', 'other_plugin_setting'];

describe.each([
  { wordpress: '6.1', php: '8.3' },
  { wordpress: '6.5', php: '7.4' },
] as const)('deleting the plugin on a network (WordPress $wordpress, PHP $php)', ({ wordpress, php }) => {
  it("removes every site's settings and kept boards, and nothing else", async () => {
    const out = await runBlueprint({
      wordpress,
      php,
      plugins: { 'svc-jobs': pluginZip() },
      steps: [
        { step: 'defineWpConfigConsts', consts: { WP_ALLOW_MULTISITE: true } },
        { step: 'runPHP', code: makeNetwork },
        {
          step: 'defineWpConfigConsts',
          consts: {
            MULTISITE: true,
            SUBDOMAIN_INSTALL: false,
            DOMAIN_CURRENT_SITE: DOMAIN,
            PATH_CURRENT_SITE: '/',
            SITE_ID_CURRENT_SITE: 1,
            BLOG_ID_CURRENT_SITE: 1,
          },
        },
        { step: 'runPHP', code: makeSites },
        { step: 'runPHP', code: useTheSites },
        { step: 'runPHP', code: deleteThePlugin },
      ],
    });
    expect(out['network.txt']).toBe('made');
    const made = JSON.parse(out['sites.json'] ?? 'null') as { activated: unknown; sites: unknown[] };
    const before = JSON.parse(out['before.json'] ?? 'null') as Record<string, string[]>;
    const after = JSON.parse(out['after.json'] ?? 'null') as { deleted: unknown; files: boolean; stored: Record<string, string[]> };
    expect(made).toEqual({ activated: true, sites: [2, 3] });
    // Each site held the plugin's two settings, its board index and one kept board (transient and timeout).
    expect(Object.keys(before)).toEqual(['/', '/lisbon/', '/berlin/']);
    for (const names of Object.values(before)) {
      expect(names.filter((n) => n.includes('svc_jobs'))).toEqual([
        expect.stringMatching(/^_transient_svc_jobs_[0-9a-f]{32}$/),
        expect.stringMatching(/^_transient_timeout_svc_jobs_[0-9a-f]{32}$/),
        'svc_jobs_boards',
        'svc_jobs_org',
        'svc_jobs_url',
      ]);
      expect(names.filter((n) => !n.includes('svc_jobs'))).toEqual(theirs);
    }
    expect(after.deleted).toBe(true);
    expect(after.files).toBe(false);
    expect(after.stored).toEqual({ '/': theirs, '/lisbon/': theirs, '/berlin/': theirs });
  }, 180_000);
});
