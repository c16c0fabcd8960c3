/**
 * What a site's browser code may use (`docusaurus-plugin-route-shards/client`):
 * the store of sidebar category children, for a site that draws its own
 * sidebar category (a collapsed category may hold a placeholder until the
 * route shard of a page below it brings its children), and the network gate
 * link prefetching asks. With the plugin off, no category is pending and
 * these stay harmless.
 */
export {isPending, lazyItemsOf, loadChildren, subscribe, PENDING_CLASS, type LazyItems} from './sidebarChildren';
export {setNetworkGate, type NetworkGate} from './prefetchGate';
