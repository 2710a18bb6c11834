"""features.links"""
