"""What is saved: the versioned save and its migrations, the link games' own key, and
several tabs merged on one save."""
