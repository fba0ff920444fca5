/*
 * Forwards an old address to its page, keeping the query and the fragment. The redirect pages of
 * the build load this file instead of carrying an inline script each, so the Content-Security-
 * Policy needs no hash per page (plugins/security-headers rewrites them after the build). Their
 * <meta http-equiv="refresh"> still forwards when scripts are off.
 */
'use strict';
(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute('data-to');
  if (target) {
    window.location.replace(target + window.location.search + window.location.hash);
  }
})();
