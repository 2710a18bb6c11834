"""features.tour"""
