"""The stylesheet: the area files under static/css/ served joined, in order, as site.css, with
the headers a static file gets (an ETag, Last-Modified, revalidated on every use)."""

from __future__ import annotations

import shutil

from webapp import REPO_ROOT
from webapp.stylesheet import PARTS

CSS = REPO_ROOT / "webapp" / "static" / "css"


def test_every_area_file_is_in_the_bundle_once():
    assert sorted(PARTS) == sorted(path.name for path in CSS.glob("*.css"))
    assert PARTS[0] == "tokens.css"


def test_the_bundle_is_the_files_in_order(client):
    response = client.get("/static/css/site.css")
    assert response.status_code == 200
    assert response.mimetype == "text/css"
    body = response.text
    starts = [body.index(f"/* {name} */\n") for name in PARTS]
    assert starts == sorted(starts)
    for name in PARTS:
        assert (CSS / name).read_text() in body


def test_pages_link_the_one_stylesheet(client, parse_html):
    links = parse_html(client.get("/count").text).find_all("link", rel="stylesheet")
    assert [link.attrs["href"] for link in links] == ["/static/css/site.css"]


def test_the_bundle_is_revalidated_like_a_static_file(client):
    first = client.get("/static/css/site.css")
    assert first.headers["Cache-Control"] == "no-cache"
    assert first.last_modified is not None
    etag = first.headers["ETag"]
    again = client.get("/static/css/site.css", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""
    since = client.get(
        "/static/css/site.css", headers={"If-Modified-Since": first.headers["Last-Modified"]}
    )
    assert since.status_code == 304


def test_an_edited_file_is_served_at_once_with_a_new_etag(app, client, tmp_path):
    shutil.copytree(CSS, tmp_path / "css")
    app.static_folder = str(tmp_path)
    before = client.get("/static/css/site.css")
    with (tmp_path / "css" / PARTS[-1]).open("a") as last:
        last.write(".just-added { order: 1; }\n")
    after = client.get("/static/css/site.css", headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200
    assert after.headers["ETag"] != before.headers["ETag"]
    assert after.text.endswith(".just-added { order: 1; }\n")
