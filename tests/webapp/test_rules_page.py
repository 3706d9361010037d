def test_cribbage_rules_page_names_the_acc_defaults_and_the_variants(client):
    response = client.get("/rules/cribbage")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "American Cribbage Congress" in page
    assert "the player who said go" in page
    assert "the dealer's opponents first" in page
    assert "Who leads after a go: the next player (ACC, default)" in page


def test_cribbage_rules_examples_come_from_the_engine(client):
    page = client.get("/rules/cribbage").get_data(as_text=True)
    assert "7♥ 9♣ 6♦ 8♠: a run of four for 4" in page
    assert "a pair royal for 6" in page
    assert "12 points for 3♥ 4♣ 5♦ 5♠" in page
    assert "a crib scores a flush only when the starter is a hearts too" not in page
    assert "only when the starter is a heart too" in page
