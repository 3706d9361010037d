"""htmx is served from node_modules; without it the pages still work, just without htmx."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapp import REPO_ROOT

HTMX = REPO_ROOT / "node_modules" / "htmx.org" / "dist" / "htmx.min.js"


def fake_node_modules(root: Path) -> Path:
    dist = root / "htmx.org" / "dist"
    dist.mkdir(parents=True)
    (dist / "htmx.min.js").write_text("/* htmx */")
    return root


def test_htmx_is_served_from_node_modules(app, client, parse_html, tmp_path):
    app.config["NODE_MODULES"] = str(fake_node_modules(tmp_path / "node_modules"))
    response = client.get("/static/vendor/htmx.min.js")
    assert response.status_code == 200
    assert response.text == "/* htmx */"
    assert response.mimetype == "text/javascript"
    scripts = parse_html(client.get("/count").text).find_all("script")
    assert "/static/vendor/htmx.min.js" in [script.attrs["src"] for script in scripts]


def test_without_node_modules_the_page_leaves_htmx_out(app, client, parse_html, tmp_path):
    app.config["NODE_MODULES"] = str(tmp_path / "missing")
    assert client.get("/static/vendor/htmx.min.js").status_code == 404
    page = client.get("/count?hand=5H+5C+5S+JD&starter=5D")
    assert page.status_code == 200
    sources = [script.attrs["src"] for script in parse_html(page.text).find_all("script")]
    assert sources == ["/static/js/site.js", "/static/js/cards.js"]


def test_only_listed_files_are_served(client):
    assert client.get("/static/vendor/package.json").status_code == 404
    assert client.get("/static/vendor/..%2Fpackage.json").status_code == 404


@pytest.mark.skipif(not HTMX.is_file(), reason="run `npm ci` to install htmx")
def test_the_installed_htmx_is_the_pinned_2_0_version(client):
    import json

    lock = json.loads((REPO_ROOT / "package-lock.json").read_text())
    pinned = lock["packages"]["node_modules/htmx.org"]["version"]
    assert pinned.startswith("2.0.")
    body = client.get("/static/vendor/htmx.min.js").text
    assert f'version:"{pinned}"' in body.replace(" ", "")
