vcl 4.1;

# Varnish 7.1 with varnish-modules' xkey, in front of the web processes (docs/operations.md
# "Varnish in front"). Anonymous public answers are kept by the `Surrogate-Key` header the app
# sends (src/platform/http/surrogate-keys.ts) and purged by those keys once a write commits: the
# app's purger (src/platform/cache-purge.ts) sends `PURGE` with `xkey-purge: <tokens>`, or
# `x-purge-all: 1` when it no longer knows what changed.
#
# The machine's part lives in site.vcl (backends and their probe, who may purge), found on vcl_path:
#   varnishd -p vcl_path=/etc/varnish/athenaeum:/path/to/repo/ops/varnish -f /path/to/repo/ops/varnish/default.vcl ...
# A site.vcl in the first directory wins over the repository's (127.0.0.1:3000 and :3001).
# default.vtc beside this file tests these rules: varnishtest ops/varnish/default.vtc
#
# VARNISH_KEYED_TTL (varnishd's environment, a VCL duration such as 5m) keeps answers that carry
# keys longer than the app's s-maxage: purges keep them fresh. Unset, the app's s-maxage rules.

import directors;
import std;
import var;
import xkey;

# Purges from this machine are always allowed; site.vcl's `purgers` names the app's other hosts.
acl purge_local {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new web = directors.round_robin();
    call site_backends;
}

# After vcl_init, which makes the director it fills.
include "site.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        call purge;
    }
    set req.backend_hint = web.backend();

    # Writes, members (the API authenticates by the header; pages by the session cookie), the
    # console, operators' endpoints and health checks always reach a web process.
    if ((req.method != "GET" && req.method != "HEAD")
        || req.http.Authorization
        || req.http.Cookie ~ "(^|;)\s*token=[^;\s]"
        || req.url ~ "^/(chariot|api/admin|metrics|healthz|readyz)(/|\?|$)") {
        return (pass);
    }

    # The API reads no cookie at all. A page reads only the theme: every other cookie goes, and
    # the theme (light, dark or none) is normalised, so anonymous pages are shared per theme.
    if (req.url ~ "^/api/") {
        unset req.http.Cookie;
    } elsif (req.http.Cookie ~ "(^|;)\s*theme=1\s*(;|$)") {
        set req.http.Cookie = "theme=1";
    } elsif (req.http.Cookie ~ "(^|;)\s*theme=0\s*(;|$)") {
        set req.http.Cookie = "theme=0";
    } else {
        unset req.http.Cookie;
    }
    return (hash);
}

sub purge {
    if (client.ip !~ purge_local && client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    # The time of the last purge, for vcl_backend_response: a fetch under way may have read what
    # this purge is about before it committed.
    var.global_set("purged_at", "" + std.time2real(now, 0.0));
    if (req.http.x-purge-all == "1") {
        std.ban("obj.status != 0");
        set req.http.x-purged = "all";
    } elsif (req.http.xkey-purge) {
        # A hard purge: gone at once, never served in grace.
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    } else {
        return (synth(400, "Name the keys in xkey-purge, or send x-purge-all: 1"));
    }
    return (synth(200, "Purged " + req.http.x-purged));
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    # Only the normalised theme is left of a page's cookies (none for the API).
    hash_data(req.http.Cookie);
    return (lookup);
}

sub vcl_backend_fetch {
    var.set_real("fetch_started", std.time2real(now, 0.0));
}

sub vcl_backend_response {
    # Never served stale: what a purge removed is fetched again, not shown in grace.
    set beresp.grace = 0s;

    # A purge that arrived while this answer was being made found nothing to remove: the answer
    # may show rows as they were before the write it purges. Delivered, but not kept.
    if (std.real(var.global_get("purged_at"), 0.0) >= var.get_real("fetch_started")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }

    if (beresp.http.Surrogate-Key) {
        # xkey indexes the object by the tokens of this header.
        set beresp.http.xkey = beresp.http.Surrogate-Key;
        if (beresp.ttl > 0s && std.duration(std.getenv("VARNISH_KEYED_TTL"), 0s) > beresp.ttl) {
            set beresp.ttl = std.duration(std.getenv("VARNISH_KEYED_TTL"), 0s);
        }
    }
    # The built-in rules follow: no-cache, private, Set-Cookie and the like are not kept.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for this tier only, shown to the purgers when they ask.
    unset resp.http.xkey;
    if (!req.http.x-debug-keys || (client.ip !~ purge_local && client.ip !~ purgers)) {
        unset resp.http.Surrogate-Key;
    }
}

sub vcl_synth {
    # A purge's answer in a line (and a header) rather than the error page.
    if (req.method == "PURGE") {
        if (req.http.x-purged) {
            set resp.http.x-purged = req.http.x-purged;
        }
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
