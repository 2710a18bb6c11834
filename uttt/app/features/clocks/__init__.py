"""features.clocks"""
